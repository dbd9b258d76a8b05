"""Reading back ``Analysis.to_json()``'s dict, refusing damaged data in plain words.

An analysis kept beside its record may have been cut short or edited by hand;
``read_analysis`` checks every key and value and says what is wrong (ValueError)
before any of it is trusted.
"""

from __future__ import annotations

import math
from typing import Any

from .grade import GRADES

FORMAT = 1  # of to_json's dict
# Every key of a graded decision (``analysis.GradedDecision``'s fields) and the kinds its value may be.
DECISION_KEYS: dict[str, tuple[type, ...]] = {
    "index": (int,), "played": (str,), "played_words": (str,), "played_value": (float, int),
    "best": (str,), "best_words": (str,), "best_value": (float, int), "loss": (float, int),
    "grade": (str,), "reason": (str, type(None)),
}
_HEADER_KEYS: dict[str, tuple[type, ...]] = {"format": (int,), "game": (str,), "seat": (int,),
                                             "thinking": (str,), "unit": (str,), "decisions": (list,)}


def read_analysis(data: object) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header (game, seat, thinking, unit) and each decision's keys, checked;
    ValueError saying what is wrong."""
    header = _checked(data, _HEADER_KEYS, "the analysis")
    found = header.pop("format")
    if found != FORMAT:
        raise ValueError(f"the analysis has format {found!r}; this version reads {FORMAT}")
    if header["seat"] < 0:
        raise ValueError(f"the analysis's seat must be 0 or more, got {header['seat']}")
    decisions = [_decision(item, number) for number, item in enumerate(header.pop("decisions"), 1)]
    return header, decisions


def _decision(item: object, number: int) -> dict[str, Any]:
    where = f"decision {number} of the analysis"
    decision = _checked(item, DECISION_KEYS, where)
    if decision["index"] < 0:
        raise ValueError(f"{where} has a negative index")
    for key in ("played_value", "best_value", "loss"):
        value = decision[key] = float(decision[key])
        if not (math.isfinite(value) and 0.0 <= value <= 1.0):
            raise ValueError(f"{where}: {key} must be a number from 0 to 1, got {value}")
    if decision["grade"] not in GRADES:
        raise ValueError(f"{where}: grade must be one of {', '.join(GRADES)}, got {decision['grade']!r}")
    return decision


def _checked(data: object, keys: dict[str, tuple[type, ...]], where: str) -> dict[str, Any]:
    """``data`` as a dict with exactly ``keys``, each value of its kinds (a bool is no number)."""
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be a mapping, got {type(data).__name__}")
    missing = [key for key in keys if key not in data]
    unknown = [key for key in data if key not in keys]
    if missing or unknown:
        problem = f"lacks {missing[0]!r}" if missing else f"has an unknown key {unknown[0]!r}"
        raise ValueError(f"{where} {problem}")
    for key, kinds in keys.items():
        if isinstance(data[key], bool) or not isinstance(data[key], kinds):
            raise ValueError(f"{where}: {key!r} must be {' or '.join(_KIND_WORDS[kind] for kind in kinds)}, "
                             f"got {data[key]!r}")
    return dict(data)


_KIND_WORDS = {int: "a whole number", float: "a number", str: "text", list: "a list", type(None): "null"}
