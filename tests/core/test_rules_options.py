import dataclasses
import math

import pytest

from bura_desktop.core import Rules


@pytest.mark.parametrize("name", Rules.PRESETS)
def test_presets_are_valid(name):
    Rules.preset(name).validate()


def test_preset_contents_follow_section_5():
    classic = Rules.preset("classic")
    assert (classic.players, classic.hand_size, classic.scoring) == (2, 3, "pot")
    assert (classic.stock_end, classic.false_claim, classic.next_dealer) == (
        "set_aside",
        "double_pot",
        "claimer",
    )
    sheet = Rules.preset("rules_sheet")
    assert (sheet.bura_timing, sheet.scoring, sheet.target, sheet.deal) == (
        "on_lead",
        "series",
        3,
        "packets",
    )
    assert (sheet.false_claim, sheet.stock_end, sheet.next_dealer) == (
        "lose_hand",
        "draw_out",
        "alternate",
    )
    kozel = Rules.preset("kozel")
    assert (kozel.hand_size, kozel.lead_sizes, kozel.four_aces, kozel.claims) == (
        4,
        (1, 3),
        "win",
        False,
    )
    assert kozel.scoring == "most_points"
    penalty = Rules.preset("penalty")
    assert (penalty.scoring, penalty.penalty_limit, penalty.claims) == ("penalty", 12, False)


@pytest.mark.parametrize(
    ("changes", "named"),
    [
        ({"players": 7}, "players=7"),
        ({"players": 1}, "players=1"),
        ({"four_trumps": "win"}, "four_trumps"),
        ({"hand_size": 4, "players": 6}, "players=6"),
        ({"deck": 40}, "deck=40"),
        ({"lead_sizes": (2, 3)}, "lead_sizes"),
        ({"lead_sizes": (1, 4)}, "lead_sizes"),
        ({"three_aces": "sometimes"}, "three_aces"),
        ({"scoring": "series", "blind": True}, "blind"),
        ({"claims": False}, "claims"),
        ({"bura_timing": "on_lead"}, "on_lead"),
        ({"stake": 0}, "stake"),
        ({"closed_cards": "yes"}, "closed_cards"),
    ],
)
def test_impossible_rules_are_refused_by_name(changes, named):
    with pytest.raises(ValueError, match=named):
        dataclasses.replace(Rules(), **changes).validate()


@pytest.mark.parametrize("name", ["four_aces", "four_trumps"])
def test_only_bura_is_declared_on_lead_with_four_cards_too(name):
    # Kozel with only the leader declaring: its four aces (or four trumps) would be offered to
    # the leader, though on lead Bura is the only combination (docs/RULES.md 3.4, 5).
    with pytest.raises(ValueError, match=f"{name}=win, bura_timing=on_lead"):
        Rules.preset("kozel", bura_timing="on_lead", **{"four_aces": "off", name: "win"})
    assert Rules.preset("kozel", bura_timing="on_lead", four_aces="off").four_trumps == "off"


@pytest.mark.parametrize("preset", ["kozel", "penalty"])
def test_a_last_chance_to_claim_needs_claims(preset):
    with pytest.raises(ValueError, match="last_chance"):
        Rules.preset(preset, last_chance=True)
    [problem] = dataclasses.replace(Rules.preset(preset), last_chance=True).problems()
    assert (problem.code, problem.options) == ("no_claims", ("last_chance", "claims"))
    assert Rules.preset("classic", last_chance=True).last_chance


def test_every_problem_is_named_at_once():
    rules = dataclasses.replace(Rules(), players=7, four_trumps="win")
    with pytest.raises(ValueError) as error:
        rules.validate()
    assert "players=7" in str(error.value) and "four_trumps" in str(error.value)


def test_unknown_preset_lists_the_known_ones():
    with pytest.raises(ValueError, match="classic"):
        Rules.preset("poker")


def test_dict_round_trip_and_unknown_keys():
    for name in Rules.PRESETS:
        rules = Rules.preset(name, players=3)
        assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(ValueError, match="colour"):
        Rules.from_dict({"players": 2, "colour": "red"})


def test_an_unknown_option_name_is_a_clear_error_naming_it():
    with pytest.raises(ValueError, match="unknown rule option: foo"):
        Rules.preset("classic", foo=1)
    with pytest.raises(ValueError, match="unknown rule options: colour, jokers"):
        Rules.preset("kozel", players=3, jokers=True, colour="red")
    with pytest.raises(ValueError, match="unknown rule option: PRESETS"):
        Rules.preset("classic", PRESETS=())


@pytest.mark.parametrize("preset", Rules.PRESETS)
@pytest.mark.parametrize("value", [None, [], {}, "x", 1.5, math.nan, object(), -1, True])
def test_an_unknown_value_is_a_clear_error_for_every_option(preset, value):
    for field in dataclasses.fields(Rules):
        if value is True and field.type == "bool":
            continue  # a value of the flags
        with pytest.raises(ValueError, match=field.name):
            Rules.preset(preset, **{field.name: value})
