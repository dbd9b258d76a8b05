"""What the window does with games, decided without Qt: the game on the table's
lifecycle (lifecycle.py) and when its autosave is written (autosave_pace.py)."""
