# The driver runs under the system Python, which has pyatspi; the venv cannot import it.
collect_ignore = ["atspi_driver.py"]
