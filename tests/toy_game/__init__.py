"""High card: a toy sixth game, built by the steps in docs/architecture.md
("Adding a sixth game") and played by tests/test_toy_game.py and
tests/ui/test_toy_game_table.py through the same machinery as the real five.

It lives under tests/ so the app never offers it; a test registers it by
putting its spec's loader in ``deskcards.games.SPECS`` (``register_toy_game``).
"""
