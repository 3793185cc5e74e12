"""A game on the Play page: the reader against the engine's simple bot (``bot_for("normal")``),
hand after hand to the end of the match, under rules the page chose. Runs in the browser
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
"""

from __future__ import annotations

import json
import random
import time
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
from generator.play import messages as M
from generator.play import view as V
from generator.play.cards import card_value
from generator.play.hints import hints
from generator.play.text import PlayText, Title
from generator.text.cards import CardValue


class Session:
    """One match in play (see the module docstring)."""

    def __init__(self, text: PlayText, rules: Rules, seed: int, title: str) -> None:
        self.text = text
        self.rules = rules
        self.seed = seed
        self.title = Title(title)
        self.match = MatchPlay(rules, dealer=M.BOT)
        self.deals = random.Random(seed)
        self.bot = bot_for("normal")
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
        self._computer()
        return self.view()

    def act(self, notation: str) -> str:
        """The reader's action: applied, or refused with the reason; then the computer's."""
        state = self.state
        self.refusal = ""
        if state is None or state.over or state.to_play != M.YOU:
            return self.view()
        try:
            action = Action.parse(notation)
        except ValueError:
            self.refusal = self._unreadable(notation)
            return self.view()
        try:
            self._apply(M.YOU, action)
        except Refusal as refused:
            reason = self.text.format_map(M.REFUSALS[refused.reason.id], self._values(refused))
            self.refusal = self.text.format(M.REFUSED, reason=reason)
            return self.view()
        self._computer()
        return self.view()

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
        melds = list(state.showdown.melds) if state.showdown else []
        restocks = state.reshuffles
        state.apply(action)
        if player == M.YOU:
            self.drawn = -1
        kind = str(action).split()[0]
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
        out = state.outcome
        self.match.add(state)
        text = self.text
        if out.void:
            if last != "pass-discard":
                self.log.append(text.gettext(M.VOID_AT_STOCK_END))
            single = self.rules.match.target is None
            self.result = [text.gettext(M.VOID_SINGLE if single else M.VOID)]
            self.result_hands = ""
        else:
            assert out.settlement is not None and out.knocker is not None
            self.result = V.settlement_texts(out.settlement, out.knocker, text)
            self.result_hands = V.settlement_hands(out.settlement, out.knocker, text)
        sheet = self.match.sheet
        if sheet is not None:
            for number, game in enumerate(sheet.games, 1):
                if game.decided and number > self.closed:
                    self.closed = number
                    self.result.append(V.game_closed(number, game, text))
                    if game.shutout:
                        self.result.append(text.gettext(M.SHUTOUT))
        if self.match.over:
            said = self._match_result()
            if said not in self.result:  # a single void hand: the draw is said once
                self.result.append(said)
        self.log.extend(self.result)

    def _match_result(self) -> str:
        result = self.match.result()
        if self.match.sheet is None:
            if result.winner is None:
                return self.text.gettext(M.VOID_SINGLE)
            return self.text.gettext(M.SINGLE_WON[result.winner])
        you, bot = result.totals
        if result.winner is None:
            return self.text.format(M.MATCH_DRAWN, you=you, bot=bot)
        return self.text.format(M.MATCH_WON[result.winner], you=you, bot=bot)

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

    def _values(self, refused: Refusal) -> dict[str, object]:
        """A refusal's values as the reader's texts take them: cards by name."""
        values: dict[str, object] = {}
        for key, value in refused.reason.values.items():
            if isinstance(value, Card):
                values[key] = self._name(value)
            elif isinstance(value, Meld):
                values[key] = V.names(value.cards)
            elif isinstance(value, tuple):
                values[key] = V.names(value)
            elif isinstance(value, int):
                values[key] = value
        if "cards" in values:
            values.setdefault("meld", values["cards"])
        return values

    # -- the view ------------------------------------------------------------------------

    def view(self) -> str:
        """What the page shows now, as JSON (see play.js)."""
        state = self.state
        if state is None:
            return json.dumps({"phase": "none"})
        text = self.text
        yours = not state.over and state.to_play == M.YOU
        hand = state.hand_mask(M.YOU)
        over = state.over
        number = len(self.match.states) if over else len(self.match.states) + 1
        status = text.format(M.HAND_NUMBER, number=number)
        status += " · " + text.gettext(M.DEALER[state.dealer])
        view: dict[str, Any] = {
            "phase": state.phase.value,
            "status": status,
            "yours": yours,
            "hand": V.your_hand(hand, state, text, self.drawn),
            "bot": V.card_backs(len(state.hand_of(M.BOT)), text),
            "stock": V.stock(state, text),
            "top": V.top_discard(state, text),
            "melds": V.table_melds(state, text, lay_off=yours and state.phase is Phase.LAYOFF),
            "prompt": "",
            "hint": "",
            "log": self.log,
            "refusal": self.refusal,
            "result": self.result if over else [],
            "resultHands": self.result_hands if over else "",
            "score": V.score_table(self.match.sheet.games, text) if self.match.sheet else "",
            "bonuses": self._bonuses(),
            "over": over,
            "matchOver": self.match.over,
            "legal": [str(a) for a in state.legal_actions()] if yours else [],
            "record": hand_record(state) if over else None,
            "botMs": self.bot_ms,
        }
        self.log = []
        self.bot_ms = []
        if yours:
            view["prompt"], view["hint"] = hints(state, text)
        return json.dumps(view, ensure_ascii=False)

    def _bonuses(self) -> str:
        m = self.rules.match
        if m.target is None:
            return ""
        return self.text.format(M.BONUSES, game_bonus=m.game_bonus, box_bonus=m.box_bonus)
