"""Each contract made and failed, with its payment (end-game set-ups)."""

from __future__ import annotations

from tests.pandoer.helpers import endgame, money_of

# b (seat 1) is the bidder unless a test says otherwise.
ALONE_MADE = {"a": -1, "b": 3, "c": -1, "d": -1}


def alone(x: int, made: bool) -> dict[str, int]:
    sign = 1 if made else -1
    return {p: sign * v * x for p, v in ALONE_MADE.items()}


def pair(x: int, made: bool, mate: str) -> dict[str, int]:
    sign = 1 if made else -1
    return {p: sign * (x if p in ("b", mate) else -x) for p in "abcd"}


def test_polk_zonder_made_with_exactly_seven_tricks_pays_15_each() -> None:
    _, ev = endgame("polkzonder", [1] * 7, ["7d", "8d", "9d", "10d"])
    assert money_of(ev) == alone(15, True)


def test_polk_zonder_failed_by_taking_all_eight_tricks() -> None:
    _, ev = endgame("polkzonder", [1] * 7, ["Ad", "8d", "9d", "10d"])
    assert money_of(ev) == alone(15, False)


def test_polk_zonder_with_at_least_targets_all_eight_is_made() -> None:
    _, ev = endgame("polkzonder", [1] * 7, ["Ad", "8d", "9d", "10d"], trick_target_mode="at_least")
    assert money_of(ev) == alone(15, True)


def test_solo_made_with_all_eight_tricks() -> None:
    _, ev = endgame("solo", [1] * 7, ["Jh", "8d", "9d", "10d"])
    assert money_of(ev) == alone(15, True)


def test_solo_failed_when_one_trick_is_lost() -> None:
    _, ev = endgame("solo", [1] * 7, ["7d", "8d", "9d", "Jh"])
    assert money_of(ev) == alone(15, False)


def test_stoet_made_side_takes_seven_and_mate_one_pays_15_per_defender() -> None:
    _, ev = endgame("stoet", [1, 1, 1, 1, 1, 2, 1], ["7d", "8d", "9d", "Ad"], mate=2)
    assert money_of(ev) == pair(15, True, "c")


def test_stoet_failed_when_the_mate_takes_no_trick() -> None:
    _, ev = endgame("stoet", [1] * 7, ["7d", "8d", "9d", "Ad"], mate=2)
    assert money_of(ev) == pair(15, False, "c")


def test_stoet_each_to_each_payment_doubles_the_flow() -> None:
    _, ev = endgame(
        "stoet", [1, 1, 1, 1, 1, 2, 1], ["7d", "8d", "9d", "Ad"], mate=2,
        team_payment="each_to_each",
    )  # fmt: skip
    assert money_of(ev) == pair(30, True, "c")


def test_halve_stoet_made_side_loses_exactly_two_and_mate_takes_one() -> None:
    _, ev = endgame("halvestoet", [1, 1, 1, 1, 3, 0, 2], ["7d", "8d", "9d", "Ad"], mate=3)
    assert money_of(ev) == pair(12, True, "d")


def test_halve_stoet_failed_when_the_side_takes_seven() -> None:
    _, ev = endgame("halvestoet", [1, 1, 1, 1, 3, 1, 2], ["7d", "8d", "9d", "Ad"], mate=3)
    assert money_of(ev) == pair(12, False, "d")


def test_praatje_made_without_a_trick() -> None:
    _, ev = endgame("praatje", [0, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(12, True)


def test_praatje_failed_with_one_trick() -> None:
    _, ev = endgame("praatje", [0, 2, 3, 0, 2, 3, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(12, False)


def test_polke_made_with_exactly_seven() -> None:
    _, ev = endgame("polke", [1, 1, 1, 1, 1, 1, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(12, True)


def test_polke_failed_with_six() -> None:
    _, ev = endgame("polke", [1, 1, 1, 1, 1, 0, 0], ["7d", "8d", "9d", "Ad"])
    assert money_of(ev) == alone(12, False)


def test_piek_made_with_exactly_one_trick() -> None:
    _, ev = endgame("piek", [0, 1, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(12, True)


def test_piek_failed_with_two_tricks() -> None:
    _, ev = endgame("piek", [0, 1, 3, 0, 2, 3, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(12, False)


def test_piek_needing_the_trump_jack_fails_when_won_with_another_card() -> None:
    tricks = [(0, ["Ac", "Kc", "Qc", "Jc"])] * 0 + [
        (1, ["Ah", "7c", "8c", "9c"]),  # b's trick, led by b (seat 1) with the trump ace
        (2, ["10c", "Kc", "Ac", "Qc"]),
        (3, ["10s", "Js", "Qs", "Ks"]),
        (0, ["As", "7s", "8s", "9s"]),
        (2, ["7d", "8d", "10d", "9d"]),
        (3, ["Jd", "Qd", "Kd", "Ad"]),
        (0, ["Jc", "Qh", "Kh", "10h"]),
    ]
    _, ev = endgame("piek", [], ["7h", "8h", "9h", "6h"], tricks=tricks,
                    piek_requires_trump_jack=True)  # fmt: skip
    assert money_of(ev) == alone(12, False)


def test_solo_zonder_made_and_failed() -> None:
    _, ev = endgame("solozonder", [1] * 7, ["Ad", "8d", "9d", "10d"])
    assert money_of(ev) == alone(10, True)
    _, ev = endgame("solozonder", [1] * 7, ["7d", "8d", "9d", "10d"])
    assert money_of(ev) == alone(10, False)


def test_omver_made_and_failed() -> None:
    _, ev = endgame("omver", [0, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(10, True)
    _, ev = endgame("omver", [0, 2, 3, 0, 2, 3, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(10, False)


def test_vogeltje_made_with_the_first_and_last_trick() -> None:
    _, ev = endgame("vogeltje", [1, 2, 3, 0, 2, 3, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(10, True)


def test_vogeltje_failed_without_the_last_trick() -> None:
    _, ev = endgame("vogeltje", [1, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(10, False)


def test_vogeltje_failed_with_a_middle_trick() -> None:
    _, ev = endgame("vogeltje", [1, 2, 1, 0, 2, 3, 0], ["7d", "Ad", "8d", "9d"])
    assert money_of(ev) == alone(10, False)


def test_pandoer_made_when_side_takes_all_tricks_pays_7_per_defender() -> None:
    _, ev = endgame("pandoer", [2, 1, 1, 2, 1, 1, 1], ["Jh", "8d", "9d", "10d"], mate=2)
    assert money_of(ev) == pair(7, True, "c")


def test_pandoer_failed_when_a_defender_takes_a_trick() -> None:
    _, ev = endgame("pandoer", [2, 1, 1, 2, 1, 1, 1], ["7d", "8d", "9d", "Jh"], mate=2)
    assert money_of(ev) == pair(7, False, "c")


def test_pandoer_without_mate_is_played_alone_one_against_three() -> None:
    _, ev = endgame("pandoer", [1] * 7, ["Jh", "8d", "9d", "10d"], alone=True)
    assert money_of(ev) == alone(7, True)


def test_piek_zonder_made_and_failed_by_the_bidder() -> None:
    _, ev = endgame("piekzonder", [1, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(7, True)
    _, ev = endgame("piekzonder", [2, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"])
    assert money_of(ev) == alone(7, False)


def test_piek_zonder_everyone_exactly_one_each_misser_pays_each_maker() -> None:
    # Tricks: a 2, b 1, c 2, d 3 -> only b made it; a, c, d pay b 7 each.
    _, ev = endgame("piekzonder", [1, 2, 3, 0, 2, 3, 0], ["Ad", "7d", "8d", "9d"],
                    piek_zonder_mode="everyone_exactly_one")  # fmt: skip
    assert money_of(ev) == {"b": 21, "a": -7, "c": -7, "d": -7}


def test_piek_zonder_everyone_at_least_one() -> None:
    # a 0 tricks, the others at least one: a pays each of them 7.
    _, ev = endgame("piekzonder", [1, 2, 3, 1, 2, 3, 1], ["Ad", "7d", "8d", "9d"],
                    piek_zonder_mode="everyone_at_least_one")  # fmt: skip
    assert money_of(ev) == {"a": -21, "b": 7, "c": 7, "d": 7}


# 4e boer: points. Trump hearts; dutch146 values.
BOER_TRICKS = [
    (1, ["Jh", "7c", "8c", "9c"]),
    (1, ["9h", "7d", "8d", "9d"]),
    (2, ["Ac", "Kc", "7s", "8s"]),  # c is mate: 11 + 3
    (1, ["Ah", "9s", "10s", "Js"]),
    (1, ["Kh", "Qs", "Ks", "As"]),
    (1, ["Qh", "10c", "Jc", "Qc"]),
    (1, ["10h", "8h", "7h", "6h"]),
]


def test_vierde_boer_made_with_all_tricks_pays_15() -> None:
    _, ev = endgame("vierdeboer", [], ["Ad", "Qd", "Kd", "Jd"], mate=2, discard="10d",
                    tricks=BOER_TRICKS, discard_counts_for="declarer")  # fmt: skip
    assert money_of(ev) == pair(15, True, "c")


def test_vierde_boer_made_losing_at_most_26_points_pays_12() -> None:
    # Defenders take the last trick: Jd 1 + Qd 2 + Kd 3 + Ad 11 + last 5 = 22, plus
    # the discard 10d counted for them... 32 > 26; so discard a 7 instead (0): 22.
    tricks = [*BOER_TRICKS]
    tricks[0] = (1, ["Jh", "10d", "8c", "9c"])
    _, ev = endgame("vierdeboer", [], ["Jd", "Qd", "Kd", "Ad"], mate=2, discard="7c",
                    tricks=tricks)  # fmt: skip
    last = ev[-1] if ev[-1].money else next(e for e in ev if e.money)
    assert "points lost 22" in last.text
    assert money_of(ev) == pair(12, True, "c")


def test_vierde_boer_failed_when_discard_pushes_loss_over_26() -> None:
    # As above but the bidder's discard is the 10d (10 points for the defenders): 32.
    tricks = [*BOER_TRICKS]
    tricks[0] = (1, ["Jh", "7c", "8c", "9c"])
    _, ev = endgame("vierdeboer", [], ["Jd", "Qd", "Kd", "Ad"], mate=2, discard="10d",
                    tricks=tricks)  # fmt: skip
    assert money_of(ev) == pair(12, False, "c")
