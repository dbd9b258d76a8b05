"""DeskCards: a desktop card table for five little-known card games."""

__version__ = "0.1.0"
