"""The texts the Play page words while a game is played, in the reader's language.

They are filled in the browser (:mod:`generator.play.text`), so they are
marked here with ``N_`` for the catalogs (babel.cfg reads this module) and the page
carries their translations. The page's fixed labels (buttons, headings) are in its
template, ``play.md.j2``. Each player's moves are whole sentences of their own
("You discard {card}.", "The computer discards {card}."), never assembled from parts.

Placeholders: ``{card}`` a card's name ("7 hearts"), ``{cards}`` several cards joined
as a list, ``{meld}`` the cards of a meld; numbers are whole numbers.
"""

from __future__ import annotations

from generator.engine import Ending

_MARKED: list[str] = []


def N_(message: str) -> str:
    """Marks a message for the catalogs (translated where it is shown), and lists it for the
    page's excerpt of the catalog (:func:`all_messages`)."""
    _MARKED.append(message)
    return message


YOU, BOT = 0, 1
"""The seats: the reader plays player 0, the computer player 1."""

MOVES: dict[str, tuple[str, str]] = {
    "take-upcard": (
        N_("You take the upcard, {card}."),
        N_("The computer takes the upcard, {card}."),
    ),
    "pass-upcard": (N_("You pass the upcard."), N_("The computer passes the upcard.")),
    "draw-stock": (
        # Translators: only the reader sees which card he drew.
        N_("You draw {card} from the stock."),
        N_("The computer draws from the stock."),
    ),
    "draw-discard": (
        N_("You take {card} from the discard pile."),
        N_("The computer takes {card} from the discard pile."),
    ),
    "discard": (N_("You discard {card}."), N_("The computer discards {card}.")),
    "knock": (
        N_("You knock and discard {card}."),
        N_("The computer knocks and discards {card}."),
    ),
    "gin": (
        N_("You go gin and discard {card}."),
        N_("The computer goes gin and discards {card}."),
    ),
    "big-gin": (N_("You go big gin."), N_("The computer goes big gin.")),
    "pass-discard": (
        N_("You pass the last discard: the hand is void."),
        N_("The computer passes the last discard: the hand is void."),
    ),
    "declare": (
        # Translators: {meld}: the meld's cards as a list ("7 hearts, 7 diamonds and 7 clubs").
        N_("You declare {meld}."),
        N_("The computer declares {meld}."),
    ),
    "finish-declaring": (N_("You finish declaring."), N_("The computer finishes declaring.")),
    "lay-off": (
        N_("You lay off {card} onto {meld}."),
        N_("The computer lays off {card} onto {meld}."),
    ),
    "finish-layoffs": (N_("You finish laying off."), N_("The computer finishes laying off.")),
}
"""An action's notation (its first word) -> what it says when the reader, or the computer,
takes it."""

LAST_DISCARD_TAKEN = (
    N_("You take the last discard, {card}."),
    N_("The computer takes the last discard, {card}."),
)
"""``draw-discard`` under the 50th-card rule."""

STOCK_REBUILT = N_("The stock is used up: the discards but the top card become a new stock.")
VOID_AT_STOCK_END = N_("The stock is down to its last cards: the hand is void.")

TURN = {
    "offer": N_("The upcard is {card}: take it, or pass."),
    "draw": N_("Your turn: draw from the stock or take the top discard, {card}."),
    "draw-stock-only": N_("Your turn: draw from the stock."),
    "discard": N_(
        "Choose a card in your hand, then discard it, or discard it and knock or go gin."
    ),
    "last_discard": N_(
        "The stock is down to its last cards: take the last discard, {card}, only to knock"
        " or go gin, or pass it and the hand is void."
    ),
    "declare": N_(
        "Declare your melds one at a time: choose a meld's cards in your hand and declare"
        " them; then finish declaring."
    ),
    "layoff": N_(
        "Lay off your cards that fit the computer's melds: choose a card, then the meld to lay"
        " it off onto; then finish laying off."
    ),
}
"""What the reader is asked to do, by phase (shown, not announced)."""

HINTS = {
    "deadwood": N_("Your deadwood: {deadwood:one=# point|other=# points}."),
    "gin": N_("You may go gin: discard {card} and every other card is melded."),
    "big-gin": N_("You may go big gin: all eleven cards are melded."),
    "knock": N_(
        "You may knock: discard {card} and your deadwood is"
        " {deadwood:one=# point|other=# points}, the knock limit {limit}."
    ),
    "no-knock": N_(
        "Your least deadwood after a discard is {deadwood:one=# point|other=# points}; to"
        " knock it must be {limit} or less."
    ),
    "gin-only": N_(
        "Your least deadwood after a discard is {deadwood:one=# point|other=# points}; this"
        " deal is played for gin only."
    ),
    # Translators: {melds} lists the melds, each a list of cards, separated by MELDS_APART.
    "declare": N_(
        "Your best declaration leaves {deadwood:one=# point|other=# points} of deadwood: {melds}."
    ),
    "layoff": N_("You may lay off {cards}."),
    "no-layoff": N_("None of your cards fits the computer's melds: finish laying off."),
}
"""Hints from the legal actions: what the reader may do and why."""

# Translators: what separates two melds, each a list of cards, in a hint: "; " in English.
# Where ";" reads otherwise (a question mark in Greek), a full stop (". ") or " · " does.
MELDS_APART = N_("; ")

# Translators: {reason} is one of the sentences saying why a move is not allowed.
REFUSED = N_("Not allowed: {reason}")
"""Wraps a refusal when it is announced."""

REFUSALS: dict[str, str] = {
    "upcard-offered": N_("The upcard {card} is offered to you: take it, or pass."),
    "offer-over": N_("The upcard offer is over: draw from the stock or take the top discard."),
    "draw-first": N_("Draw first: from the stock, or the top discard, {card}."),
    "stock-dead-cards": N_(
        "The last {dead_cards:one=# card|other=# cards} of the stock are never drawn."
    ),
    "both-passed": N_("Both players passed the upcard: you must draw from the stock."),
    "pile-run": N_(
        "The discard pile has been taken from {count:one=# time|other=# times} in a row:"
        " draw from the stock."
    ),
    "discard-first": N_("You hold eleven cards: discard one, knock or go gin."),
    "not-held": N_("You do not hold {card}."),
    "taken-card": N_(
        "You took {card} from the discard pile this turn, so you may not discard it now."
    ),
    "must-go-out": N_("You took the last discard, which is allowed only to knock or go gin."),
    "not-gin": N_(
        "With {card} discarded your deadwood is {deadwood:one=# point|other=# points}: that is"
        " not gin."
    ),
    "gin-not-knock": N_("With {card} discarded every card is melded: go gin rather than knock."),
    "no-knocking": N_("This game has no knocking: only gin goes out."),
    "gin-only-deal": N_("The upcard {card} makes this deal gin only: you may not knock."),
    "above-knock-limit": N_(
        "With {card} discarded your deadwood is {deadwood:one=# point|other=# points}, above"
        " the knock limit of {limit}."
    ),
    "no-big-gin": N_("This game has no big gin: discard a card and go gin."),
    "not-big-gin": N_(
        "Big gin needs all eleven cards melded, and your deadwood is"
        " {deadwood:one=# point|other=# points}."
    ),
    "last-discard-offered": N_(
        "Take the last discard, {card}, to knock or go gin, or pass it and the hand is void."
    ),
    "last-discard-not-gin": N_(
        "The last discard may be taken only to go out, and with {card} you would not be gin."
    ),
    "last-discard-above-limit": N_(
        "The last discard may be taken only to knock or go gin, and with {card} your least"
        " deadwood would be {deadwood:one=# point|other=# points}, above the knock limit of"
        " {limit}."
    ),
    "declaring": N_("Declare your melds, then finish declaring."),
    "not-a-meld": N_(
        "These cards are no meld: {cards}. A set is three or four cards of one rank, a run"
        " three or more cards in sequence of one suit."
    ),
    "meld-not-held": N_("You do not hold {cards}."),
    "already-declared": N_("Already in a declared meld: {cards}."),
    "declared-gin-deadwood": N_(
        "You went gin, so every card must be melded, but with {meld} declared your other"
        " cards leave at least {deadwood:one=# point|other=# points} of deadwood."
    ),
    "declared-above-limit": N_(
        "With {meld} declared your other cards leave at least"
        " {deadwood:one=# point|other=# points} of deadwood, above the knock limit of {limit}."
    ),
    "undeclared-gin-deadwood": N_(
        "You went gin, so every card must be melded: your undeclared cards count"
        " {deadwood:one=# point|other=# points}. Declare more melds."
    ),
    "undeclared-above-limit": N_(
        "Your undeclared cards count {deadwood:one=# point|other=# points}, above the knock"
        " limit of {limit}: declare more melds."
    ),
    "laying-off": N_("Lay off cards onto the melds shown, or finish laying off."),
    "already-laid-off": N_("You have already laid off {card}."),
    "no-such-meld": N_("There is no such meld: choose one of the melds shown."),
    "already-in-meld": N_("{card} is already in that meld."),
    "does-not-extend": N_("{card} does not fit onto {meld}."),
    "extends-layoff-only": N_(
        "{card} would fit only next to a card laid off, and this game lays off onto the melds"
        " as they were declared."
    ),
    "hand-over": N_("The hand is over."),
}
"""Reason id (:attr:`generator.engine.Refusal.REASONS`) -> the refusal as the reader reads it.
``{meld}`` in a declaration's refusal stands for the cards the reader tried to declare."""

CHOOSE_CARD = N_("Choose a card in your hand first.")
CHOOSE_CARDS = N_("Choose the cards of the meld in your hand first.")

WINS_HAND = (
    N_("You win the hand: {points:one=# point|other=# points}."),
    N_("The computer wins the hand: {points:one=# point|other=# points}."),
)
ENDINGS: dict[Ending, tuple[str, str]] = {
    Ending.KNOCK: (N_("You knocked."), N_("The computer knocked.")),
    Ending.GIN: (N_("You went gin."), N_("The computer went gin.")),
    Ending.BIG_GIN: (N_("You went big gin."), N_("The computer went big gin.")),
    Ending.UNDERCUT: (
        N_("You knocked, and the computer undercut you."),
        N_("The computer knocked, and you undercut it."),
    ),
    Ending.NO_SCORE: (N_("You went gin."), N_("The computer went gin.")),
}
"""By the player who went out (you, the computer)."""
NOBODY_SCORES = N_("Nobody scores this hand.")
LAID_OFF = N_("Cards laid off: {cards}.")
VOID = N_("The hand is void: nobody scores it, and it is dealt again.")
VOID_SINGLE = N_("The hand is void: nobody scores, and the game is a draw.")

YOUR_CARDS = N_("Your cards")
BOT_CARDS = N_("The computer's cards")
# Translators: the caption of a meld on the table; {meld} is its cards, as a list.
MELD_NUMBER = N_("Meld {number}: {meld}")
LAY_OFF_ONTO = N_("Lay off onto this meld")

# Translators: {title} is the game's name; it may take a form your language declares.
PLAYING = N_("You are playing {title} against the computer.")
HAND_NUMBER = N_("Hand {number}")
DEALER = (N_("You deal."), N_("The computer deals."))
STOCK_LEFT = N_("{count:one=# card|other=# cards} in the stock")
# Translators: the top of the discard pile when a player has knocked or gone gin: the rules
# place that discard face down.
DISCARD_FACE_DOWN = N_("The discard of the player who went out, face down")
BOT_HOLDS = N_("The computer holds {count:one=# card|other=# cards}.")
NO_DISCARD = N_("The discard pile is empty.")

PLAYERS = (N_("You"), N_("The computer"))
SCORE_CAPTION = N_("The score sheet")
GAME_COLUMN = N_("Game {number}")
SCORE_CELL = N_("{points:one=# point|other=# points}, {boxes:one=# hand|other=# hands} won")
GAME_WON = (
    N_(
        "Game {number} to you: {points:one=# point|other=# points} from"
        " {boxes:one=# hand|other=# hands} won, {total:one=# point|other=# points} with the"
        " bonuses."
    ),
    N_(
        "Game {number} to the computer: {points:one=# point|other=# points} from"
        " {boxes:one=# hand|other=# hands} won, {total:one=# point|other=# points} with the"
        " bonuses."
    ),
)
GAME_WON_ONLY = (
    N_(
        "The game to you: {points:one=# point|other=# points} from"
        " {boxes:one=# hand|other=# hands} won, {total:one=# point|other=# points} with the"
        " bonuses."
    ),
    N_(
        "The game to the computer: {points:one=# point|other=# points} from"
        " {boxes:one=# hand|other=# hands} won, {total:one=# point|other=# points} with the"
        " bonuses."
    ),
)
"""As :data:`GAME_WON`, when the match is a single game (not several at once)."""
BONUSES = N_(
    "The winner of a game adds the game bonus of {game_bonus}, and each player adds"
    " {box_bonus} for every hand he won in it."
)
SHUTOUT = N_("A shutout: the loser scored nothing in this game, which is worth more.")
MATCH_WON = (
    # Translators: {you} and {bot} are the final scores of the reader and of the computer.
    N_("You win the match, {you} to {bot}."),
    N_("The computer wins the match, {bot} to {you}."),
)
MATCH_DRAWN = N_("The match is drawn, {you} to {bot}.")
GAME_FINAL = (
    # Translators: the last line of a match of one game (not Hollywood scoring's three);
    # {you} and {bot} are the final scores of the reader and of the computer.
    N_("Final score: you win, {you} to {bot}."),
    N_("Final score: the computer wins, {bot} to {you}."),
)
SINGLE_WON = (N_("You win the game."), N_("The computer wins the game."))

RESUMED = N_("Your game, kept in this browser, goes on where you left it.")
MOVE_FAILED = N_(
    "Something went wrong in the rules engine during that move: it was undone, and the game"
    " goes on from your last decision."
)

CALCULATOR_COUNTS = {
    # Translators: {role} names a hand ("The knocker"...); {count}: its cards chosen so far.
    (1,): N_("{role}: choose one card (now {count})."),
    # Translators: {role} names a hand ("The knocker"...); {count}: its cards chosen so far.
    (10,): N_("{role}: choose ten cards (now {count})."),
    # Translators: {role} names a hand ("The knocker"...); {count}: its cards chosen so far.
    (10, 11): N_("{role}: choose ten or eleven cards (now {count})."),
}
"""What the calculator asks of a hand of another size, by the counts its role may hold
(:data:`generator.variants.examples.HAND_SIZES`, whose every count has its message here)."""
CALCULATOR = {
    "deadwood": N_("{role}: least deadwood {deadwood:one=# point|other=# points}."),
    "cannot": N_("{role} may not go out, so there is no settlement to work out."),
    "edit": N_("Edit the cards"),
    "unreadable": N_(
        "These cards cannot be read: write each card as its rank and suit, such as As, 10h"
        " or Kd, at most eleven in a hand."
    ),
    "twice": N_("A card is given twice: a deal holds each card once."),
    "upcard": N_("The upcard is one card."),
}
"""The calculator of a worked example's hands ("Try this hand")."""


def all_messages() -> tuple[str, ...]:
    """Every msgid of this module, each once, in the order written."""
    return tuple(dict.fromkeys(_MARKED))
