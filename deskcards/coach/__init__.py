"""The coach: a finished game's decisions of one seat, graded by the hard AI from what
that seat knew (``analysis.analyse``), by each game's thresholds (``grade``). Qt-free."""
