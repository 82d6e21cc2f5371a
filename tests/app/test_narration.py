from bura_desktop.app.narration import Narrator, seat_name
from bura_desktop.core import Action, Game, Rules, parse_cards
from bura_desktop.core.events import ChipsMoved
from bura_desktop.core.projection import (
    SeenCardsPlayed,
    SeenStockSetAside,
    SeenTrickWon,
    project,
)


def told(narrator, events):
    text = ""
    for event in events:
        words, continues = narrator.tell(event)
        text = text + words if continues else (text + "\n" + words).lstrip("\n")
    return text


def test_a_trick_reads_as_one_line():
    narrator = Narrator(["You", "Opponent"])
    events = [
        SeenCardsPlayed(0, parse_cards("K♠ 8♠"), 2, False, True, True),
        SeenCardsPlayed(1, parse_cards("A♠ 7♥"), 2, False, True, False),
        SeenTrickWon(1, (), 0, 15),
    ]
    assert told(narrator, events) == "You led K♠ 8♠. Opponent beat it with A♠ 7♥ and takes 15."


def test_three_players_each_answer_gets_its_sentence():
    narrator = Narrator(["You", "Anya", "Boris"])
    events = [
        SeenCardsPlayed(1, parse_cards("Q♠"), 1, False, True, True),
        SeenCardsPlayed(2, parse_cards("K♠"), 1, False, True, False),
        SeenCardsPlayed(0, parse_cards("6♥"), 1, False, False, False),
        SeenTrickWon(2, (), 0, 7),
    ]
    assert (
        told(narrator, events) == "Anya led Q♠. Boris beat it with K♠. You threw 6♥. Boris takes 7."
    )


def test_a_hand_end_says_who_won_before_the_chips_paid():
    game = Game(Rules(), seed=3)
    events = []
    while not game.hand_over:  # claims are made as soon as they are right
        seat = game.to_act
        assert seat is not None
        moves = game.legal_actions()
        claim = Action.parse("claim")
        move = claim if claim in moves and game.points(seat) >= 31 else moves[0]
        events += game.apply(move)
    narrator = Narrator(["You", "Opponent"])
    seen = project(events, 0)
    lines = [words for words, _ in filter(None, (narrator.tell(e) for e in seen))]
    last = lines[-1].split("\n")
    assert game.outcome is not None
    assert last[0] == narrator.headline(game.outcome)
    assert last[1:] and all("chip" in line for line in last[1:])
    assert not any("chip" in line for line in lines[:-1] if "ante" not in line)


def finished(rules, seed, claim_at=31):
    """A hand played with the first legal move, claiming at ``claim_at`` points."""
    game = Game(rules, seed=seed)
    claim = Action.parse("claim")
    while not game.hand_over:
        moves = game.legal_actions()
        assert game.to_act is not None
        wants = claim in moves and game.points(game.to_act) >= claim_at
        game.apply(claim if wants else next(m for m in moves if m != claim))
    return game


def test_a_series_hand_is_won_not_a_pot():
    game = finished(Rules.preset("rules_sheet"), seed=1)
    assert game.outcome.how == "claim"
    line = Narrator(["You", "Opponent"], game.rules).headline(game.outcome)
    assert "wins the hand" in line or "you win the hand" in line
    assert "pot" not in line


def test_a_wrong_claim_that_loses_the_hand_does_not_grow_the_pot():
    # The rules sheet's false claim loses the hand: nothing is left in any pot.
    for seed in range(50):
        game = finished(Rules.preset("rules_sheet"), seed=seed, claim_at=20)
        if game.outcome.how == "false_claim":
            break
    assert game.outcome.how == "false_claim" and game.outcome.winners
    line = Narrator(["You", "Opponent"], game.rules).headline(game.outcome)
    assert "lose" in line and "pot" not in line
    pot_rules = Rules.preset("classic", false_claim="lose_hand")
    assert "lose" in Narrator(["You", "Opponent"], pot_rules).headline(game.outcome)


def test_penalty_scoring_names_penalty_points_not_a_pot():
    game = finished(Rules.preset("penalty"), seed=2)
    assert game.outcome.how == "most_points"
    line = Narrator(["You", "Opponent"], game.rules).headline(game.outcome)
    assert "penalty points" in line and "pot" not in line


def test_a_trick_with_a_card_face_down_tells_no_points_it_did_not_see():
    narrator = Narrator(["You", "Opponent"])
    events = [
        SeenCardsPlayed(0, parse_cards("K♠"), 1, False, True, True),
        SeenCardsPlayed(1, (), 1, True, False, False),
        SeenTrickWon(0, parse_cards("K♠"), 1, 4),
    ]
    assert (
        told(narrator, events) == "You led K♠. Opponent threw 1 card face down. You take the trick."
    )


def test_you_is_the_watched_seat_whatever_it_is_called():
    events = [
        SeenCardsPlayed(1, parse_cards("Q♠"), 1, False, True, True),
        SeenCardsPlayed(0, parse_cards("K♠"), 1, False, True, False),
        SeenTrickWon(0, (), 0, 7),
    ]
    narrator = Narrator(["Masha", "Ivan"], watched=1)
    assert told(narrator, events) == "You led Q♠. Masha beat it with K♠ and takes 7."


def test_chips_paid_by_or_to_you_say_you_in_its_place_in_the_sentence():
    narrator = Narrator(["You", "Anya", "Boris"])
    assert narrator.chips(ChipsMoved(0, None, 1, "ante")) == "1 chip from you to the pot (ante)."
    assert (
        narrator.chips(ChipsMoved(None, 0, 5, "pot won"))
        == "5 chips from the pot to you (pot won)."
    )
    assert narrator.chips(ChipsMoved(1, 2, 2, "false claim")) == (
        "2 chips from Anya to Boris (false claim)."
    )


def test_with_no_one_watched_as_you_every_seat_goes_by_its_name():
    narrator = Narrator(["Computer", "Opponent"], watched=None)
    events = [
        SeenCardsPlayed(0, parse_cards("K♠ 8♠"), 2, False, True, True),
        SeenCardsPlayed(1, parse_cards("A♠ 7♥"), 2, False, True, False),
        SeenTrickWon(1, (), 0, 15),
    ]
    assert told(narrator, events) == (
        "Computer led K♠ 8♠. Opponent beat it with A♠ 7♥ and takes 15."
    )
    # The pot is no seat: chips to or from it are not "yours" either.
    assert narrator.chips(ChipsMoved(None, 1, 2, "pot won")) == (
        "2 chips from the pot to Opponent (pot won)."
    )
    assert narrator.chips(ChipsMoved(0, None, 1, "ante")) == (
        "1 chip from Computer to the pot (ante)."
    )


def test_a_name_that_could_turn_a_line_is_isolated_in_it():
    """Issue #35: a name ending in an open right-to-left override does not reverse the rest of
    the line (the override is not shown: issue #46), and a name of right-to-left letters keeps
    the cards after it in their place."""
    for name, shown in (
        ("Eve\u202e", "Eve"),
        ("\u05d3\u05e0\u05d4", "\u2068\u05d3\u05e0\u05d4\u2069"),
        ("Bob\u2067", "Bob"),
    ):
        narrator = Narrator(["You", name])
        events = [
            SeenCardsPlayed(1, parse_cards("Q♠"), 1, False, True, True),
            SeenCardsPlayed(0, parse_cards("K♠"), 1, False, True, False),
            SeenTrickWon(0, (), 0, 7),
        ]
        assert told(narrator, events) == f"{shown} led Q♠. You beat it with K♠ and take 7."
    plain = Narrator(["You", "Anya"])
    assert "\u2068" not in told(
        plain, [SeenCardsPlayed(1, parse_cards("Q♠"), 1, False, True, True)]
    )


def test_the_stock_set_aside_is_counted_as_the_table_counts_it():
    # The table's stock count leaves the trump indicator apart ("Stock 3"): so does the log.
    narrator = Narrator(["You", "Masha", "Kolya"], Rules.preset("classic", players=3), 0)
    told = narrator.tell(SeenStockSetAside(count=4))
    assert told is not None and "(3 card" in told[0] and "and the trump indicator" in told[0]
    told = narrator.tell(SeenStockSetAside(count=1))
    assert told is not None and told[0].startswith("The trump indicator is set aside")


def test_a_name_padded_past_the_rule_is_told_as_the_rule_makes_it():
    """An opponent called "W" and 100,000 spaces once froze the game, the log adding its lines
    (issue #46): wherever a name is shown it is held to the one rule for a name again."""
    padded = "W" + " " * 100_000 + "\u202eX"
    narrator = Narrator(["You", padded])
    events = [
        SeenCardsPlayed(1, parse_cards("Q♠"), 1, False, True, True),
        SeenTrickWon(1, (), 0, 3),
    ]
    assert told(narrator, events) == "W led Q♠. W takes 3."
    assert seat_name(padded) == "W" and seat_name("Masha") == "Masha"
