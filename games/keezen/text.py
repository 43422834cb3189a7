"""Move text: the grammar, lenient spellings, and why a move is refused."""

from __future__ import annotations

from games.cards import parse_card, rank_of
from games.keezen.phases import Phase
from games.keezen.state import KeezenState
from games.message import Card, Code, Msg, Param, items, marked, t, tn

MOVE_HELP = marked(
    "play Ah enter  (ace or king: a pawn from your base onto your start place)\n"
    "play Ah p1 11  (ace: pawn p1 forward 1 or 11)\n"
    "play Ks p1  (king 13, queen 12, 9, 8, 6, 5, 3, 2 forward; 4 backward)\n"
    "play 9c p3 home  (the pawn turns into its home lane on the way)\n"
    "play 7h p1 3 p2 4  (7 split over two pawns; play 7h p1 7 for one pawn)\n"
    "play Jc p2 swap p9  (jack: swap your pawn with an opponent's)\n"
    "play 10d p9  (10: an opponent's pawn 10 forward)\n"
    "play 5h p3 arm 1  (a pawn on the centre spot leaves by arm 1)\n"
    "play XR as 8 p3  (joker as any card)\n"
    "discard 7h  (only when you need not move)"
)
VERBS = ("play", "discard", "fold", "give")
_RANK_WORDS = {
    "a": "A", "ace": "A", "aas": "A", "1": "A", "k": "K", "king": "K", "h": "K", "heer": "K",
    "q": "Q", "queen": "Q", "v": "Q", "vrouw": "Q", "j": "J", "jack": "J", "b": "J",
    "boer": "J", "t": "10", **{str(n): str(n) for n in range(2, 11)},
}  # fmt: skip


def explain(state: KeezenState, seat: int, move: str, legal: list[str]) -> Msg | None:
    """Why `move` is refused, or None when the general reason fits best."""
    words = move.split()
    if state.phase == Phase.EXCHANGE:
        return t("First give your partner one card: {move}.", move=Code("give <card>"))
    if len(words) >= 2 and words[0] in ("play", "discard", "give"):
        card = words[1]
        if card not in state.hands[seat]:
            # What the player typed is shown as typed when it names no card.
            shown: Param = Card(card) if parse_card(card) else card
            return t("You do not hold {card}.", card=shown)
        if words[0] == "discard" and any(m.startswith("play ") for m in legal):
            return t(
                "You can move, so you must play: a usable card may not be thrown away "
                "(see /hand for your moves)."
            )
        with_card = [m for m in legal if m.split()[:2] == ["play", card]]
        if words[0] == "play" and not with_card:
            return t(
                "{card} has no legal use now; {hint}",
                card=Card(card),
                hint=_rank_hint(rank_of(card)),
            )
        if with_card:
            shown_moves: list[Param] = [Code(m) for m in with_card[:6]]
            if len(with_card) > 6:
                shown_moves.append(tn("{n} more", "{n} more", len(with_card) - 6))
            return t(
                "{move} is not a legal use of {card}. Try {moves}.",
                move=Code(move),
                card=Card(card),
                moves=items(shown_moves),
            )
    return None


def _rank_hint(rank: str) -> Msg:
    match rank:
        case "10":
            return t("the 10 moves an opponent's pawn 10 forward, and none can go.")
        case "J":
            return t("the jack swaps one of your pawns on the board with an opponent's pawn.")
        case "4":
            return t("the 4 goes 4 back, and nothing may be passed there.")
        case "A":
            return t("the ace enters a pawn or moves 1 or 11.")
        case "K":
            return t("the king enters a pawn or moves 13.")
    return t("no pawn can make that many steps.")


def canonical_text(text: str) -> str:
    """Lenient spellings to canonical move text: case, symbols, missing words."""
    words = text.replace(",", " ").split()
    if not words:
        return ""
    first = words[0].lower()
    if first not in VERBS and parse_card(words[0]) is not None:
        words = ["play", *words]
        first = "play"
    out = [first]
    rest = words[1:]
    if first in ("play", "discard", "give") and rest:
        out.append(parse_card(rest[0]) or rest[0].lower())
        rest = rest[1:]
    i = 0
    while i < len(rest):
        w = rest[i].lower()
        if w == "as" and i + 1 < len(rest):
            out += ["as", _RANK_WORDS.get(rest[i + 1].lower(), rest[i + 1])]
            i += 2
            continue
        if w.startswith("arm") and w[3:].isdigit():
            out += ["arm", w[3:]]
        elif w.startswith("pawn") and w[4:].isdigit():
            out.append("p" + w[4:])
        else:
            out.append(w)
        i += 1
    if first == "play" and len(out) >= 3:
        out = _fill_in_play(out)
    return " ".join(out)


def _fill_in_play(out: list[str]) -> list[str]:
    """The words a player may leave out: a 7's steps for one pawn, a jack's `swap`."""
    rank = out[3] if out[2] == "as" and len(out) > 3 else rank_of(out[1])
    body = out[4:] if out[2] == "as" else out[2:]
    head = out[: len(out) - len(body)]
    if (
        rank == "7"
        and len(body) >= 1
        and body[0].startswith("p")
        and (len(body) == 1 or not body[1].isdigit())
    ):
        body = [body[0], "7", *body[1:]]
    if rank == "J" and len(body) == 2 and all(b.startswith("p") for b in body):
        body = [body[0], "swap", body[1]]
    return head + body
