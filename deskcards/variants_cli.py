"""`deskcards variants list|show|check`: house rules from the command line."""

from __future__ import annotations

import argparse

from deskcards.engine.variants import VariantError, describe_settings, list_variants, load_variant, user_variant_dir
from deskcards.games import check_variant_file, game_names, spec


def run(args: argparse.Namespace) -> int:
    if args.variants_command == "list":
        return _list([args.game] if args.game else game_names())
    if args.variants_command == "show":
        variant = load_variant(args.game, args.name, spec(args.game).settings)
        _show(variant)
        return 0
    try:
        variant = check_variant_file(args.file, game=args.game)
    except VariantError as exc:
        print(exc)
        return 1
    print(f"{args.file}: OK, a valid {variant.game} variant '{variant.name}' ({variant.title})")
    return 0


def _list(games: list[str]) -> int:
    """Every game's usable variants, and each broken house rule with its problem. It succeeds
    even so: what it was asked for is the list, and a broken file is part of that answer."""
    for game in games:
        variants, errors = list_variants(game, spec(game).settings)
        print(f"{game}  (house rules go in {user_variant_dir(game)})")
        for variant in variants:
            origin = "built-in" if variant.builtin else "yours"
            parent = f", extends {variant.extends}" if variant.extends else ""
            print(f"  {variant.name:<16} {variant.title}  [{origin}{parent}]")
        if errors:
            print("  broken, so not offered until fixed:")
        for error in errors:
            print(f"    ! {error}")
    return 0


def _show(variant) -> None:
    print(f"{variant.game}/{variant.name}: {variant.title}")
    print(f"  {variant.description.strip()}")
    print(f"  from {variant.path}" + (f", extends {variant.extends}" if variant.extends else ""))
    for key, value, help_text in describe_settings(variant):
        print(f"  {key:<24} {value:<12} {help_text}")
