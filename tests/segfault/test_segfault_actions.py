"""Actions are prebuilt singletons that hash by identity: every way to get
one back (parsing its text, copying, pickling) must give the same object."""

import copy
import pickle

from deskcards.games.segfault.actions import DRAW, PLAYS, SWAPS, Play, Swap, parse_action

EVERY_ACTION = (DRAW, *PLAYS.values(), *SWAPS)


def test_parsing_copying_and_pickling_give_back_the_prebuilt_action():
    for action in EVERY_ACTION:
        assert parse_action(str(action)) is action
        assert copy.copy(action) is action and copy.deepcopy(action) is action
        assert pickle.loads(pickle.dumps(action)) is action


def test_actions_equal_only_themselves():
    assert len(set(EVERY_ACTION)) == len(EVERY_ACTION)
    assert PLAYS[2, 2] == PLAYS[2, 2] != PLAYS[2, 3]
    # A value no prebuilt action has (the game rejects it) still copies.
    odd = Play(6, 1)
    assert str(pickle.loads(pickle.dumps(odd))) == str(odd)
    assert odd != Play(6, 1) and Swap(6) not in SWAPS
