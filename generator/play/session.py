"""A game on the Play page: the reader against the engine's computer player at the level he
chose (:func:`~generator.engine.bot_for`), hand after hand to the end of the match, under
rules the page chose. Runs in the browser
(Pyodide); play.js calls :meth:`Session.act` with the reader's action in the engine's
notation and shows the view it returns (JSON).

Everything the rules decide comes from the engine: :meth:`~generator.engine.HandState.apply`
accepts or refuses the action (a refusal is worded from its reason id,
:data:`~generator.play.messages.REFUSALS`), the bot chooses its moves, the
settlement scores the hand, :class:`~generator.engine.MatchPlay` keeps the score
sheet and deals. The reader is player 0, the computer player 1 and deals the first hand.

The deals come from the seed alone (``random.Random(seed)``, one shuffle per hand; a
rebuilt stock is shuffled by a generator of its own hand), so a shared link deals the
same cards whatever is played.

After every move the page stores :meth:`Session.stored` (the match in the engine's record
format, the hand in play included), and a reload resumes it by replaying
(:meth:`Session.resumed`, checked by :mod:`generator.play.store`). A move that fails
inside the engine (not a refusal: a fault) is undone by replaying the stored record, and
the reader is told; the game goes on from the decision before it.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

from generator.engine import (
    Action,
    Card,
    Deal,
    Hand,
    HandState,
    MatchPlay,
    Meld,
    Phase,
    Refusal,
    Rules,
    bot_for,
    hand_record,
    match_record,
)
from generator.play import advice, results, store
from generator.play import messages as M
from generator.play import view as V
from generator.play.cards import card_value
from generator.play.hints import hints
from generator.play.text import PlayText, Title
from generator.text.cards import CardValue


class Session:
    """One match in play (see the module docstring)."""

    def __init__(
        self, text: PlayText, rules: Rules, seed: int, title: str, level: str = "normal"
    ) -> None:
        """``level``: how well the computer plays, one of :data:`~generator.engine.BOT_LEVELS`
        (:raises ValueError: another)."""
        self.text = text
        self.rules = rules
        self.seed = seed
        self.title = Title(title)
        self.match = MatchPlay(rules, dealer=M.BOT)
        self.deals = random.Random(seed)
        if not isinstance(level, str):
            raise ValueError(f"a level of play is a name, not {type(level).__name__}")
        self.level = level
        self.bot = bot_for(level)
        self.state: HandState | None = None
        self.log: list[str] = []
        self.refusal = ""
        self.drawn = -1
        """The card the reader just drew from the stock (shown apart), or -1."""
        self.bot_ms: list[float] = []
        self.closed = 0
        """Games of the score sheet already announced as decided."""
        self.result: list[str] = []
        self.result_hands = ""
        self.failed = ""
        """Said once when a move failed inside the engine and was undone."""
        self.saved: dict[str, Any] | None = None
        """The last stored record (:meth:`stored`), which a failed move goes back to."""

    @classmethod
    def resumed(
        cls,
        text: PlayText,
        rules: Rules,
        seed: int,
        title: str,
        record: str,
        level: str = "normal",
    ) -> Session:
        """The session of a stored game (the JSON of :meth:`stored`), at the decision it was
        stored at, the computer playing at ``level``; :raises store.StoredGameError: it
        cannot be played on."""
        session = cls(text, rules, seed, title, level)
        session._restore(store.loads(record))
        session.log = [text.gettext(M.RESUMED)]
        return session

    def _restore(self, record: object) -> None:
        back = store.resume(record, self.rules, self.seed, M.BOT)
        self.match, self.deals = back.match, back.deals
        self.result, self.result_hands, self.refusal, self.drawn = [], "", "", -1
        sheet = self.match.sheet
        self.closed = sum(1 for g in sheet.games if g.decided) if sheet is not None else 0
        if back.state is not None:
            self.state = back.state
            self.drawn = store.drawn_from_stock(back.state, M.YOU)
        else:  # between hands, or the match over: the last hand's result is shown again
            self.state = self.match.states[-1]
            self._announce(self.state, "", closing=False)
        self.saved = self._record()

    # -- what play.js calls ------------------------------------------------------------

    def start(self) -> str:
        """Deal the next hand and play the computer's moves until the reader's turn."""
        if self.match.over:
            return self.view()
        n = len(self.match.states)
        deal = Deal.shuffled(self.deals, self.match.dealer)
        self.state = HandState(self.rules, deal, random.Random(self.seed * 1009 + n))
        self.log = [self.text.format(M.HAND_NUMBER, number=n + 1)]
        self.log.append(self.text.gettext(M.DEALER[self.match.dealer]))
        if n == 0:
            self.log.insert(0, self.text.format(M.PLAYING, title=self.title))
        self.result, self.result_hands, self.refusal, self.drawn = [], "", "", -1
        self._guarded(self._computer)
        return self.view()

    def act(self, notation: str) -> str:
        """The reader's action: applied, or refused with the reason; then the computer's."""
        state = self.state
        self.refusal = ""
        if state is None or state.over or state.to_play != M.YOU:
            return self.view()
        if not isinstance(notation, str) or len(notation) > 200:
            notation = ""
        try:
            action = Action.parse(notation)
        except ValueError:
            self.refusal = self._unreadable(notation)
            return self.view()

        def move() -> None:
            try:
                self._apply(M.YOU, action)
            except Refusal as refused:
                values = results.refusal_values(refused.reason.values)
                reason = self.text.format_map(M.REFUSALS[refused.reason.id], values)
                self.refusal = self.text.format(M.REFUSED, reason=reason)
                return
            self._computer()

        self._guarded(move)
        return self.view()

    def _guarded(self, move: Callable[[], None]) -> None:
        """Run ``move``; if it fails inside the engine, go back to the stored record (or, with
        none, to a new deal of the same seed) and say so."""
        said = len(self.log)
        try:
            move()
        except Exception:  # a fault, not a refusal: the game goes on from before the move
            log = self.log[:said]
            if self.saved is not None:
                self._restore(self.saved)
            else:  # the first deal failed: none dealt yet
                self.match = MatchPlay(self.rules, dealer=M.BOT)
                self.deals = random.Random(self.seed)
                self.state = None
            self.log = log
            self.failed = self.text.gettext(M.MOVE_FAILED)

    def hint(self) -> str:
        """The strong player's move in the reader's seat and why, with the link to its rule
        (JSON of :meth:`~generator.play.advice.Hint.view`); ``{}`` when it is not his turn."""
        state = self.state
        if state is None or state.over or state.to_play != M.YOU:
            return "{}"
        return json.dumps(advice.hint(state, self.text).view())

    def stored(self) -> str:
        """What the page stores after each move (JSON): the match in the engine's record
        format, the hand in play as its last hand; "null" before the first deal."""
        return json.dumps(self.saved)

    def _record(self) -> dict[str, Any] | None:
        in_play = self.state if self.state is not None and not self.state.over else None
        if not self.match.states and in_play is None:
            return None
        return match_record(self.match, self.rules, in_play=in_play)

    def record(self) -> str:
        """The match so far as a game record (JSON): every hand played to its end."""
        done = [s for s in self.match.states if s.over]
        if not done:
            return "null"
        return json.dumps(match_record(self.match.result(), self.rules))

    # -- playing -------------------------------------------------------------------------

    def _computer(self) -> None:
        state = self.state
        assert state is not None
        while not state.over and state.to_play == M.BOT:
            started = time.perf_counter()
            action = self.bot.choose(state)
            self._apply(M.BOT, action)
            self.bot_ms.append(round((time.perf_counter() - started) * 1000, 2))

    def _apply(self, player: int, action: Action) -> None:
        """Apply ``action``, then say what happened (a refusal changes nothing)."""
        state = self.state
        assert state is not None
        top, phase, hand = state.top_discard, state.phase, state.hand_of(player)
        show = state.showdown
        # each meld as it lies before this move: with the cards laid off on it so far
        melds = [Meld(show.extended[i], m.kind) for i, m in enumerate(show.melds)] if show else []
        restocks = state.reshuffles
        state.apply(action)
        if player == M.YOU:
            self.drawn = -1
        kind = action.kind.value
        values: dict[str, object] = {}
        if kind in ("take-upcard", "draw-discard"):
            values["card"] = self._name(top)
        elif kind == "draw-stock" and player == M.YOU:
            drawn = next(iter(state.hand_of(player) - hand))
            self.drawn = drawn.index
            values["card"] = self._name(drawn)
        elif action.card is not None:
            values["card"] = self._name(action.card)
        if action.meld is not None:
            values["meld"] = V.names(action.meld.cards)
        elif action.onto is not None:
            values["meld"] = V.names(melds[action.onto].cards)
        said = M.MOVES[kind][player]
        if phase is Phase.LAST_DISCARD and kind == "draw-discard":
            said = M.LAST_DISCARD_TAKEN[player]
        self.log.append(self.text.format_map(said, values))
        if state.reshuffles > restocks:
            self.log.append(self.text.gettext(M.STOCK_REBUILT))
        if state.over:
            self._finish(kind)

    def _finish(self, last: str) -> None:
        state = self.state
        assert state is not None and state.outcome is not None
        self.match.add(state)
        self._announce(state, last, closing=True)

    def _announce(self, state: HandState, last: str, *, closing: bool) -> None:
        """The result of the finished hand ``state`` (``last``: its last action's word), said
        in the log when the hand is ``closing`` (not when a stored game shows it again)."""
        said = results.announce(
            self.match, state, last, self.text, self.closed if closing else None
        )
        self.result, self.result_hands, self.closed = said.result, said.hands, said.closed
        if closing:
            if said.before:
                self.log.append(said.before)
            self.log.extend(self.result)

    # -- wording -------------------------------------------------------------------------

    def _unreadable(self, notation: str) -> str:
        """What the reader is told of a move the page could not send: the cards to choose,
        or, for cards that are no meld, the engine's refusal of such a meld."""
        words = notation.split()
        if words[:1] == ["declare"] and len(words) > 1:
            try:
                cards = Hand.parse(" ".join(words[1:]))
            except ValueError:
                return self.text.gettext(M.CHOOSE_CARDS)
            refused = self.text.format_map(M.REFUSALS["not-a-meld"], {"cards": V.names(cards)})
            return self.text.format(M.REFUSED, reason=refused)
        wanted = M.CHOOSE_CARDS if notation.startswith("declare") else M.CHOOSE_CARD
        return self.text.gettext(wanted)

    @staticmethod
    def _name(card: Card | None) -> CardValue | str:
        return card_value(card) if card is not None else ""

    # -- the view ------------------------------------------------------------------------

    def view(self) -> str:
        """What the page shows now, as JSON (see play.js)."""
        state = self.state
        self.saved = self._record()
        if state is None:
            failed, self.failed = self.failed, ""
            return json.dumps({"phase": "none", "failed": failed, "saved": self.saved})
        view = V.table(state, self.match, self.text, self.drawn)
        over = state.over
        view |= {
            "prompt": "",
            "hint": "",
            "log": self.log,
            "refusal": self.refusal,
            "result": self.result if over else [],
            "resultHands": self.result_hands if over else "",
            "record": hand_record(state) if over else None,
            "botMs": self.bot_ms,
            "failed": self.failed,
            "saved": self.saved,
        }
        self.log = []
        self.bot_ms = []
        self.failed = ""
        if view["yours"]:
            view["prompt"], view["hint"] = hints(state, self.text)
        return json.dumps(view, ensure_ascii=False)
