"""DeskCards' data files: built-in variants, rules help and icons.

This folder is installed as the package ``deskcards.resources`` (see
pyproject.toml), so the code reads it with
``importlib.resources.files("deskcards.resources")`` in an editable install,
an installed wheel and a frozen bundle alike. It holds no code.
"""
