"""The application: what the window does with games, decided without Qt (see lifecycle.py)."""
