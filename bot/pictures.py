"""Table and hand pictures, drawn once per (session, version, viewer).

Drawing is the engines' (`Game.picture` from the spectator's view, and
`Game.hand_picture` from a player's own view); this keeps the bytes so that a
table edit, a re-post or a second `/hand` at the same version does not redraw.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping

from games.base import Game
from i18n import Language, words

log = logging.getLogger(__name__)

# Enough for the live tables and hands of a busy process; pictures are ~50-150 KB.
CACHE_SIZE = 512
# (session, version, viewer, language): pictures carry words (names, counts, labels).
Key = tuple[int, int, str | None, Language]


class PictureCache:
    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._png: OrderedDict[Key, bytes | None] = OrderedDict()
        self.drawn = 0

    def table(
        self,
        session_id: int,
        version: int,
        game: Game,
        names: Mapping[str, str],
        lang: Language = "en",
    ) -> bytes | None:
        """The public picture: only ever drawn from `view(None)`."""
        return self._get((session_id, version, None, lang), game, None, names)

    def hand(
        self,
        session_id: int,
        version: int,
        game: Game,
        seat: str,
        names: Mapping[str, str],
        lang: Language = "en",
    ) -> bytes | None:
        return self._get((session_id, version, seat, lang), game, seat, names)

    def _get(
        self, key: Key, game: Game, seat: str | None, names: Mapping[str, str]
    ) -> bytes | None:
        if key in self._png:
            self._png.move_to_end(key)
            return self._png[key]
        cls, language = type(game), words(key[3])
        try:
            if seat is None:
                png = cls.picture(game.view(None), names, language)
            else:
                png = cls.hand_picture(game.view(seat), names, language)
        except Exception:
            # A picture is a nicety; the text table must still go out.
            log.exception("could not draw the %s picture for %s", cls.name, key)
            png = None
        self.drawn += 1
        self._png[key] = png
        while len(self._png) > self.size:
            self._png.popitem(last=False)
        return png
