"""What a variant changes compared with another (the standard game), in words.

The words come from the settings themselves: each field's help line, then
the variant's value and the standard one. Nothing is written per variant, so
a new option or a new house rule is described as soon as it exists.

>>> from dataclasses import dataclass
>>> from deskcards.engine.settings import setting
>>> @dataclass(frozen=True)
... class Example:
...     jokers: int = setting(0, "jokers in the deck")
...     fast: bool = setting(False, "the table plays without pauses")
>>> setting_changes(Example(jokers=2, fast=True), Example())
['Jokers in the deck: 2 instead of 0.', 'The table plays without pauses: yes instead of no.']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from deskcards.engine.settings import PlayerCount
from deskcards.engine.variants import PLAYER_HELP
from deskcards.engine.words import translate
from deskcards.engine.yamlsafe import flow_text


def setting_changes(settings: Any, standard: Any) -> list[str]:
    """One sentence for every setting in which ``settings`` differs from ``standard``
    (two settings objects of one game). Two changes with the same help line (one
    option in each of several set-ups) say which set-up they are in."""
    changes = list(_differences(settings, standard, ""))
    helps = [help_text for help_text, _, _, _ in changes]
    return [translate("variants", "{option} ({within}): {change}.", option=_capital(help_text), within=within,
                      change=_new_and_old(new, old)) if within and helps.count(help_text) > 1
            else translate("variants", "{option}: {change}.", option=_capital(help_text), change=_new_and_old(new, old))
            for help_text, within, new, old in changes]


def _differences(settings: Any, standard: Any, within: str) -> Iterator[tuple[str, str, Any, Any]]:
    """(help, the help of the group it is in, new value, standard value) per changed leaf setting."""
    for field in dataclasses.fields(settings):
        new, old = getattr(settings, field.name), getattr(standard, field.name)
        if new == old:
            continue
        help_text = field.metadata.get("help", "") or field.name.replace("_", " ")
        if isinstance(new, PlayerCount):
            for part, words in PLAYER_HELP.items():
                if getattr(new, part) != getattr(old, part):
                    yield words, within, getattr(new, part), getattr(old, part)
        elif dataclasses.is_dataclass(new):
            yield from _differences(new, old, help_text)
        else:
            yield help_text, within, new, old


def _new_and_old(new: Any, old: Any) -> str:
    if isinstance(new, bool):
        return translate("variants", "{new} instead of {old}", new=_yes_no(new), old=_yes_no(old))
    if isinstance(new, tuple | list) and isinstance(old, tuple | list) and len(new) == len(old):
        return "; ".join(translate("variants", "place {place}: {new} instead of {old}", place=place,
                                   new=flow_text(ours), old=flow_text(theirs))
                         for place, (ours, theirs) in enumerate(zip(new, old, strict=True), 1) if ours != theirs)
    return translate("variants", "{new} instead of {old}", new=flow_text(new), old=flow_text(old))


def _yes_no(value: bool) -> str:
    return translate("variants", "yes") if value else translate("variants", "no")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
