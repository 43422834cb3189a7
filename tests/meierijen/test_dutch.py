"""MeieRijen in Dutch: lines, refusals, labels, the table, the rules and the pictures."""

from __future__ import annotations

import pytest

import i18n
from games import IllegalMove
from games.meierijen import MeieRijen
from games.meierijen.options import MeieRijenOptions
from tests.meierijen.helpers import BL, R, game

NL = i18n.words("nl")


def jack_game() -> MeieRijen:
    """E starts with 10♠, so Red (to move) may put a jack on it; Red holds J♣ and 🃏B."""
    return game(red=["5h", "Jc", "XB", "3c", "4c", "6c"], blue=["10s", "7d"])


def test_a_refusal_reads_in_dutch() -> None:
    g = jack_game()
    with pytest.raises(IllegalMove) as info:
        g.play(R, "play 7h C")
    assert i18n.render(info.value.message, "nl") == "Je hebt 7♥ niet."
    assert info.value.reason == "You do not hold 7♥."


def test_a_refusal_names_ranks_with_dutch_letters() -> None:
    g = jack_game()
    with pytest.raises(IllegalMove) as info:
        g.play(R, "play 3c E")
    assert i18n.render(info.value.message, "nl") == (
        "Bovenop E ligt 10♠ (een 10): speel daar een B."
    )


def test_a_stray_word_is_named_in_dutch() -> None:
    g = jack_game()
    with pytest.raises(IllegalMove) as info:
        g.play(R, "play Jc E x")
    assert i18n.render(info.value.message, "nl") == "`x` hoort niet in een zet: `play jc e x`."


def test_a_card_played_is_told_with_dutch_rank_letters() -> None:
    g = jack_game()
    (event,) = g.play(R, "play Jc E")
    assert event.text == f"<@{R}> plays J♣ on E."
    assert i18n.render(event.public_message, "nl") == f"<@{R}> speelt B♣ op E."


def test_a_wild_card_is_told_with_the_rank_it_stands_for() -> None:
    g = jack_game()
    (event,) = g.play(R, "play XB E as J")
    assert i18n.render(event.public_message, "nl") == f"<@{R}> speelt 🃏Z als B op E."


def test_drawing_says_how_many_cards_in_dutch_and_shows_them_only_to_the_drawer() -> None:
    g = jack_game()
    (event,) = g.play(R, "pass 3c open")
    public = i18n.render(event.public_message, "nl")
    assert public.startswith(f"<@{R}> legt 3♣ als paskaart bij de open kaarten. <@{BL}> trekt 5")
    assert "5 kaarten (trekstapel 47)." in public
    private = event.private_message(BL)
    assert private is not None
    assert i18n.render(private, "nl").startswith("Je trekt ")
    assert event.private_message(R) is None


def test_one_removed_card_is_singular_in_dutch() -> None:
    # A lone ace as a start card is a finished stack at once.
    g = game(red=["Ah"], blue=["8s", "7d"])
    text = MeieRijen.render(g.view(None), words=NL)
    assert "weggelegde stapels: 1 kaart" in text
    assert "weggelegde stapels: 0 kaarten" in MeieRijen.render(jack_game().view(None), words=NL)


def test_the_dutch_rules_summary_names_every_option() -> None:
    text = MeieRijen.summary(MeieRijenOptions(joker_colour="any"), words=NL)
    assert text.startswith("MeieRijen (2 spelers;")
    assert "`joker_colour=any` (gewijzigd)" in text
    for name in MeieRijenOptions.model_fields:
        assert f"`{name}=" in text, name
    assert len(text) < 3500


@pytest.mark.parametrize(
    ("move", "label"),
    [
        ("play 7h C", "7♥ op C"),
        ("play 2s E as J", "2♠ als B op E"),
        ("play Qh D from pile", "V♥ op D (van je trekstapel)"),
        ("play 8c E from blue open", "8♣ op E (open kaart van blauw)"),
        ("pass 4c penalty", "4♣ als paskaart op je strafstapel"),
        ("pawn white F", "Witte pion naar F"),
        ("done", "Klaar met de pionnen"),
    ],
)
def test_move_labels_read_dutch(move: str, label: str) -> None:
    g = jack_game()
    assert g.move_label(R, move, words=NL) == label


def test_the_text_table_and_status_line_read_dutch() -> None:
    g = jack_game()
    text = MeieRijen.render(g.view(R), words=NL)
    assert f"Rood <@{R}>: trekstapel B" in text
    assert "Je hand: B♣ 🃏Z 3♣ 4♣ 6♣" in text
    assert f"Beurt: <@{R}> (spelen)" in text
    assert g.status_line(words=NL) == f"<@{R}> is aan zet (spelen); trekstapels: rood 48, blauw 52."


def test_dutch_pictures_are_drawn() -> None:
    g = jack_game()
    table = MeieRijen.picture(g.view(None), None, NL)
    hand = MeieRijen.hand_picture(g.view(R), None, NL)
    assert table.startswith(b"\x89PNG") and hand.startswith(b"\x89PNG")
