"""The plain tuples the prover searches over, named for the type checker.

Tuples, not classes: they are hashed and compared millions of times a search.
A card in them is a token (see ``game.py``): the card itself, or the smallest
card of its class.
"""

from __future__ import annotations

Cards = tuple[int, ...]  # a hand or pool sorted (multisets), a discard pile bottom to top
Stmt = tuple[int, int, int, bool]  # (lower, upper, function, active)
Own = tuple[Stmt, ...]  # one seat's statements, in order
Stmts = tuple[Own, ...]  # every seat's
StmtsKey = tuple[tuple[int, ...], ...]  # one seat's statements, whole or without their active flags: a cache key
Node = tuple[Stmts, Cards, int, Cards, Cards, int]  # (statements, hand, input, discard, pool, deck count)
After = tuple[Stmts, Cards, Cards, Cards, int]  # after LOOP: (statements, hand, discard, pool, deck count)
# An option's state for LOAD, PULL and LOOP: a node's, and the functions still to run.
OptionState = tuple[Stmts, Cards, int, Cards, Cards, int, set[int]]
