"""PyInstaller hook, run before the package deskcards enters the import analysis.

pyproject.toml installs the top-level resources/ folder as deskcards.resources.
The analysis looks for submodules only inside deskcards/, so without this it
cannot find deskcards.resources (named in the spec's hidden imports) and the
frozen app could not import it for importlib.resources. Adding the checkout's
root to the package's search path makes <root>/resources/ that submodule.
"""

import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, os.pardir))


def pre_safe_import_module(api):
    api.append_package_path(ROOT)
