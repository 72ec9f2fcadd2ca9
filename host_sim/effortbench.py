"""The table's effort (`make bench`): the fewest button presses a turn costs, over seeded games of every game.

How it counts. Each game is played to its end by seeded random legal choices (as host_sim.autoplay plays
them), except where the game's components fix a value or narrow the choice, which a table enters as
they are: an adventurer card keeps its attack value all game, one of 1-4 (Dragon's Gold), a Roma card's
cost is printed on it (one of 1-9 where the game does not know it), each drawn once per game; a family's
marriage price is printed on the board (Samarkand), drawn once for all the games (one copy of the game)
from the prices its first payer can pay; where a family is chosen for its price to be asked (*Marry, keep
fewer*), one whose price is more than the player has is not (the price stands on the board), and a price
more than the player has is not paid (*Cancel*); a tile a witch turns (Course de sorcières) is
drawn as the shuffled track holds it, the first time a witch turns it, and kept (its colour weighed by its
tiles of the stage not yet drawn, its magic sign once in as many, a number one of the colour's not yet
drawn): the table enters what the device asks of it (another colour's number by its colour, its value only
when a witch of that colour lands on it); a Roma card laid or bought comes from a hand drawn from the deck
(a kind weighed by its copies left; bought only when its cost is paid; a set-up disc left empty once in
three); an Opale play comes from a hand the bench deals (the nine kinds alike: the rule text gives no counts),
one the hand holds; Dragon's Gold's end counts are the tokens each player took (the loot of the kills,
a deal's shares even), their kinds drawn from the bag's, and the end's answers are read from them (a
player's points of silver, gold and red, who holds the black diamond, who has most of a colour, whether a
player has every colour); and an Aton player's piece goes on a square, or
leaves one, as the board holds them: a row of the list (a kind of square in a temple) is weighed by its
free squares when placing, by the pieces of the player losing one on it when removing or taking back (a
table picks a square, and a row with four free squares offers four); where the temple is asked first, a
temple by all its squares so weighed. Where a move is told by questions about several pieces (how many
go in a temple, the lowest temple holding one, then each piece's square), the table has laid the move
first: its squares are drawn so, one after the other, when its first question comes, and each answer is
read from them; a row telling several pieces is one choice, its presses those of the list or of its
button, as for any row, once for all the pieces it tells.

At every choice the action list starts with the cursor where the game's screen puts it
(``screens.start``: the ``_ui`` hook ``cursor``, else the top row), and the bench counts the fewest
presses that bring the cursor onto the chosen action, then ``ok``:

- a press moves the cursor one row; the list wraps around, so the cursor goes the shorter way round;
- a hold of ``up`` or ``down`` counts as one press (when the firmware repeats a held button: its
  ``Buttons.repeat_ms``): it moves the cursor one row, then a row per repeat, and the player lets go
  on the row they aim at as long as the repeats are slow (``buttons._FAST_AFTER`` of them); a farther
  row takes another hold. So ``d`` rows cost ``ceil(d / reach)`` presses, ``reach`` = 1 + the slow
  repeats; without repeats ``d`` rows cost ``d`` presses. On a list of ``screens._LONG_LIST`` rows or
  more (a count) a hold goes on past its slow rows ``screens._JUMP`` rows at a time, each as slow: one
  press also lets go ``reach`` + a jump, + two jumps, ... rows away (``choice_presses``);
- a die roll (``roll``) is one press;
- where the screen gives an action a button of its own (the ``_ui`` hook ``keys``: Aton's cartouche
  values, ``up`` 1, ``down`` 2, ``ok`` 3, ``roll`` 4, and the same way how many pieces in a temple, the
  next piece's temple, a piece's kind of square; Course de sorcières' four likeliest tiles on ``ok``,
  ``roll``, ``up`` and ``down``; beside the list, Roma's end of a turn and
  Emerald's "none" on ``roll``), that action is one press: a button that tells several pieces at once (a
  count) is one press for them all;
- where the buttons' lines stand in the list's place and a press shows the list (Course de sorcières'
  long ``roll`` when a tile has more than four answers: the list of them all, the cursor on the fifth
  likeliest), an action no button gives costs that press, then the list's presses from that cursor,
  ``ok`` included (``presses_of``).

A turn is what one player does until another player is to act, as the screen's title names them
(``whose`` below: "P2 push back?" is P2's within P1's move; a title naming nobody goes on with the
turn). The choices made before the first turn (Dragon's Gold's opening dragons, Roma's set-up cards,
Aton's board) are counted with the menus from a fresh device to the game as the presses to start; those
after the last turn (Dragon's Gold's end-of-game token counts, Opale's and Emerald's score entries) as
the end. Each figure comes twice: with holds, and (no hold) one press a row. Course de sorcières' tiles
are also counted one by one: every press a tile ever costs is charged to it, its first question and any
later one (its value, asked when a witch of its colour lands on it), 0 for one never asked. A number entry
is a list of numbers (every action ``[word, int]``, the same word); the "20 values or more" figure is
over those of 20 values or more (a power 1-20). A new dragon of Dragon's Gold, one drawn during the hunt,
is also counted on its own: the presses of its card's numbers asked when it is turned up (its hidden
tokens, asked when it is killed, go to that turn).

The scoring-only modes (Emerald, Samarkand) are played apart: a table drawn from the components enters
its counts, and the figure is the presses a player's counts cost (``scoring_presses``).

Dragon's Gold's cards are a deck of 18 (``dragon_deck``: the rule text does not print them, so each
number is drawn once from what the device's lists allow, power 1-20, tokens 0-12), shuffled for each
game: the table turns them in that order, or lays those the device deals. Its games are played as one
device plays them in a row: what the game remembers (``REMEMBER``, the cards seen) carries from one
seeded game to the next, the first game starting with none, as a new device does. Samarkand's games are
played in a row the same way: the prices the device keeps, and those printed on the board, carry from one
game to the next (``IN_A_ROW``).
"""

import math

from host_sim import autoplay, runtime

# a table of the size the issue measured, per game
GAMES = (
    ("roma", 2),
    ("dragons_gold", 4),
    ("aton", 2),
    ("emerald", 3),
    ("samarkand", 3),
    ("witch_race", 3),
    ("opale", 2),
)
SEEDS = range(1, 13)
# the games played as one device plays them in a row, on one copy of the game: what the game remembers
# (its ``REMEMBER``) and what the components fix carry from one seeded game to the next
IN_A_ROW = ("dragons_gold", "samarkand")


def whose(game_id, state, ui=None):
    """The player to act (-1: nobody's turn, the set-up or the end's entries; None: the last player's turn
    goes on), as the screen's title names them (``ui``: the game's screens; "P2 push back?" is P2's turn
    within P1's move, "New dragon D3" goes on with the turn that killed the last one)."""
    base = _whose(game_id, state)
    if base is None or base < 0 or ui is None or game_id == "aton":  # Aton's titles name colours
        return base
    title = ui.title(state)
    for i in range(len(title) - 1):
        if title[i] == "P" and title[i + 1].isdigit() and (i == 0 or not title[i - 1].isalpha()):
            return int(title[i + 1]) - 1
    return None


def _whose(game_id, state):
    if game_id == "emerald":
        if state.get("ph") in ("sgold", "str", "sgem", "sfs", "done"):
            return -1  # the end's score entry
        return state.get("cur", 0)
    if game_id == "opale" and state["ph"] == "score":
        return -1
    if game_id == "aton":
        if state["phase"] == "board":
            return -1
        from companion import catalog

        return catalog.load("aton").current(
            state
        )  # None between player-turns (a scoring round): the turn goes on
    if game_id == "roma" and state.get("placed", 8) < 8:
        return -1  # the eight set-up cards
    return state.get("turn", 0)


def hold_reach():
    """Rows one press may move the cursor: 1 without repeats, else the rows a hold passes at slow pace."""
    runtime.use_firmware()
    from companion.ui import buttons

    if getattr(buttons.Buttons, "repeat_ms", None) is None:
        return 1
    return 1 + buttons._FAST_AFTER  # a const of the firmware's (no name kept on the device)


def move_presses(rows, reach):
    """The fewest presses that move the cursor ``rows`` rows one way (a hold is one press)."""
    return int(math.ceil(rows / float(reach)))


def choice_presses(n, start, chosen, reach):
    """The fewest presses that choose item ``chosen`` of ``n``, the cursor on ``start`` (``ok`` included).

    On a list of ``screens._LONG_LIST`` rows or more a hold goes on past its ``reach`` slow rows by
    ``screens._JUMP`` rows at a time, each shown as long as a slow row: one press lets go 1 to ``reach``
    rows away, or ``reach`` + a jump or more; the fewest presses mix such holds, either way round (a
    breadth-first search over the rows)."""
    down = (chosen - start) % n
    jump = _jump(n, reach)
    if not jump:
        return 1 + min(move_presses(down, reach), move_presses(n - down if down else 0, reach))
    moves = list(range(1, reach + 1)) + list(range(reach + jump, n, jump))
    cost = {0: 0}
    todo = [0]
    while down not in cost:
        nxt = []
        for at in todo:
            for m in moves:
                for to in ((at + m) % n, (at - m) % n):
                    if to not in cost:
                        cost[to] = cost[at] + 1
                        nxt.append(to)
        todo = nxt
    return 1 + cost[down]


def _jump(n, reach):
    """Rows a hold's later repeats move the cursor on a list of ``n`` (0: none, a row per repeat)."""
    from companion.ui import screens

    long_list = getattr(screens, "_LONG_LIST", None)  # consts of the firmware's (no name kept on the device)
    return screens._JUMP if reach > 1 and long_list is not None and n >= long_list else 0


def number_list(acts):
    """True when the actions are a list of numbers to enter ([word, int] each, the same word)."""
    if len(acts) < 2:
        return False
    word = acts[0][0] if isinstance(acts[0], list) else None
    for a in acts:
        if not (isinstance(a, list) and len(a) == 2 and a[0] == word and type(a[1]) is int):
            return False
    return True


def table_choice(game_id, state, acts, facts, pick):
    """The value a table enters where the components fix it (drawn the first time, kept in ``facts``).

    :return: (pick, index into acts or None: a free choice)
    """
    from companion.core import rng

    if game_id == "witch_race" and state["phase"] in ("colour", "value"):
        return witch_tile(state, acts, facts, pick)
    if game_id == "aton" and state["phase"] in ("remove", "place", "back"):
        return aton_square(state, acts, pick, facts)
    if game_id == "roma" and state["phase"] in ("card", "cost"):
        return roma_card(state, acts, facts, pick)
    if game_id == "opale" and state["ph"] == "play":
        return opale_play(state, acts, facts, pick)
    if game_id == "dragons_gold" and state["phase"] == "end":
        return dragons_end(state, acts, facts, pick)
    if game_id == "dragons_gold" and state["phase"] == "reveal":
        return dragons_card(state, acts, facts, pick)
    if game_id == "dragons_gold" and state["phase"] == "value":
        key = (state["turn"], state["card"])
        acts = acts[:4]  # the adventurer cards' attack values: 1-4
    elif game_id == "samarkand" and state["phase"] == "marry":
        # the families whose price is asked: not one whose printed price is more than the player has
        money = state["money"][state["turn"]]
        weights = [(i, int(a[0] != "marry" or facts.get(a[1], 0) <= money)) for i, a in enumerate(acts)]
        return rng.pick_weighted(pick, weights)
    elif game_id == "samarkand" and state["phase"] == "pay":
        key = state["family"]
        acts = [a for a in acts if a[0] == "pay"]  # the prices first (Cancel after them)
    else:
        return pick, None
    if key not in facts:
        pick, i = rng.draw(pick, len(acts))
        facts[key] = acts[i][1]
    for i, a in enumerate(acts):
        if a[1] == facts[key]:
            return pick, i
    if game_id == "samarkand":
        return pick, len(acts)  # a price more than the player has: not paid, the marriage cancelled
    return pick, len(acts) - 1  # more than the player has: they pay all they have


def witch_truth(state, truth, square, pick):
    """The tile the shuffled track holds on ``square``, drawn the first time a witch turns it and kept in
    ``truth`` ({square: 16 * colour + value}): a colour weighed by its tiles of the stage not yet drawn (4
    each), then its magic sign once in as many of them, else one of its numbers not yet drawn anywhere. The
    device may be told less (another colour's number): the bench still knows the tile, as the table sees it.

    :return: pick"""
    from companion import catalog
    from companion.core import rng

    witch_race = catalog.load("witch_race")
    if square in truth:
        return pick
    first = (square - 1) // witch_race.STAGE * witch_race.STAGE + 1
    stage = [truth[q] for q in range(first, first + witch_race.STAGE) if q in truth]
    left = [(c, 4 - len([t for t in stage if t // 16 == c])) for c in range(4)]
    pick, colour = rng.pick_weighted(pick, left)
    seen = list(truth.values())
    if 16 * colour + witch_race.MAGIC not in stage:
        pick, k = rng.draw(pick, left[colour][1])  # once in as many (1: the colour's last tile here)
        if k == 0:
            truth[square] = 16 * colour + witch_race.MAGIC
            return pick
    numbers = [v for v in range(2, 11) if 16 * colour + v not in seen]
    pick, i = rng.draw(pick, len(numbers))
    truth[square] = 16 * colour + numbers[i]
    return pick


def witch_told(state, truth):
    """Whether every tile the device holds is the track's (``truth``): the same tile, or a number of its
    colour (value 15: told only by its colour)."""
    for square, tile in enumerate(state["tiles"], 1):
        true = truth.get(square)
        if tile and (true is None or tile != true and (tile != true - true % 16 + 15 or true % 16 == 1)):
            return False
    return True


def witch_tile(state, acts, facts, pick):
    """The tile a witch turns, as the shuffled track holds it (``witch_truth``), entered as the device asks
    it: another colour's number by its colour (["stop", colour]), else the tile (["tile", colour, value]); a
    colour then a value in a game saved before."""
    truth = facts.setdefault("witch", {})
    pick = witch_truth(state, truth, state["at"], pick)
    true = truth[state["at"]]
    if state["phase"] == "value":
        return pick, acts.index(["value", true % 16])
    if acts[0][0] == "colour":
        return pick, acts.index(["colour", true // 16])
    if ["stop", true // 16] in acts and true % 16 != 1:
        return pick, acts.index(["stop", true // 16])
    return pick, acts.index(["tile", true // 16, true % 16])


def roma_card(state, acts, facts, pick):
    """A Roma card laid or bought, as a hand holds it: each kind weighed by its copies not yet on the discs
    or out of the game (a hand is drawn from the deck); one bought only if its printed cost (drawn once a
    kind, 1-9, where the game does not know it) is paid by the player's sesterces, that cost entered when
    asked. A set-up disc stays empty once in three (four cards for six discs); no fix."""
    from companion import catalog
    from companion.core import rng

    roma = catalog.load("roma")
    pend = state["pending"] or {"lay": "setup"}
    if state["phase"] == "cost":
        cost = _roma_cost(state, pend["card"], facts, pick)
        for i, a in enumerate(acts):
            if a == ["cost", cost[1]]:
                return cost[0], i
        return cost[0], None
    left = bytearray(roma.COPIES)
    for side in state["discs"] + [state.get("gone") or ()]:
        for c in side:
            if c is not None and left[c]:
                left[c] -= 1
    money = state["money"][state["turn"]] if pend["lay"] == "buy" else None
    weights = []
    for i, a in enumerate(acts):
        if a[0] == "card":
            w = left[a[1]]
            if money is not None:
                pick, cost = _roma_cost(state, a[1], facts, pick)
                w = w if cost <= money else 0
            weights.append((i, w))
    total = sum(w for _i, w in weights)
    for i, a in enumerate(acts):
        if a == ["empty"]:
            weights.append((i, max(1, total // 2)))
        elif a == ["cancel"] and not total:
            weights.append((i, 1))
    return rng.pick_weighted(pick, weights)


def taken(state, kill, facts):
    """Count in ``facts`` the tokens each L'Or des dragons player took by the last action (a kill's loot,
    or a deal's shares as even): what a table would hold behind its screens."""
    got = facts.setdefault("got", [0] * state["n"])
    for ev in state["news"] or ():
        if ev[0] == "kill" and ev[4] >= 0:
            got[ev[4]] += ev[3]
        elif ev[0] == "deal" and kill is not None:
            by = kill["by"]
            for i in range(len(by)):
                got[by[i]] += ev[1] // len(by) + (i < ev[1] % len(by))


def dragon_deck():
    """The bench's 18 dragon cards, [power, known, hidden] each: the rule text does not print them, so
    each number is drawn once (the same deck for every game) from what the device's lists allow, power
    1-20, tokens 0-12."""
    from companion.core import rng

    pick = rng.seed_state(18)
    deck = []
    for _ in range(18):
        pick, power = rng.draw(pick, 20)
        pick, known = rng.draw(pick, 13)
        pick, hidden = rng.draw(pick, 13)
        deck.append([power + 1, known, hidden])
    return deck


def _dragon_pile(facts, pick):
    """The deck shuffled for this game (drawn once): the pile the table turns the cards from."""
    from companion.core import rng

    if "pile" not in facts:
        deck = dragon_deck()
        pile = []
        while deck:
            pick, i = rng.draw(pick, len(deck))
            pile.append(deck.pop(i))
        facts["pile"] = pile
        facts["slots"] = [None] * 4
    return pick


def dragons_card(state, acts, facts, pick):
    """A dragon card turned up from the shuffled pile, as the table enters it: its line in the list of the
    cards the device knows (the same numbers, or its hidden one not seen yet), else "Other card"; its
    power, known tokens, and its hidden tokens once it is killed."""
    from companion import catalog

    pick = _dragon_pile(facts, pick)
    s = state["slot"]
    f = state["field"]
    if f == 0:
        facts["slots"][s] = facts["pile"].pop(0)
    card = facts["slots"][s]
    for i, a in enumerate(acts):
        if a[0] == "card" and a[1] >= 0:
            known = catalog.load("dragons_gold").cards().numbers(state["deck"][a[1]])
            if known[:2] == card[:2] and known[2] in (-1, card[2]):
                return pick, i
        elif a[0] != "card" and a[1] == card[(0, 1, 2, 0)[f]]:
            return pick, i
    return pick, acts.index(["card", -1])


def dealt(state, facts):
    """A card the device dealt: the table takes it out of the pile and lays it."""
    from companion import catalog

    for ev in state["news"] or ():
        if ev[0] == "dealt":
            want = catalog.load("dragons_gold").cards().numbers(state["deck"][ev[2]])
            pile = facts["pile"]
            for i in range(len(pile)):
                if pile[i][:2] == want[:2] and want[2] in (-1, pile[i][2]):
                    facts["slots"][ev[1]] = pile.pop(i)
                    break


def dragons_end(state, acts, facts, pick):
    """An answer of L'Or des dragons' end, read from the tokens behind the players' screens (drawn as
    ``_dragons_ends`` draws them): a player's points of silver (1), gold (3) and red (1), who holds the
    black diamond (-1: nobody), who has most of a colour (a mask of players, 0: nobody has one), whether a
    player has one of each colour."""
    pick = _dragons_ends(state, facts, pick)
    rows = facts["ends"]
    n = state["n"]
    e = state["entry"]
    if e < n:
        want = ["pts", rows[e][0] + 3 * rows[e][1] + rows[e][2]]
    elif e == n:
        want = ["black", -1]
        for p in range(n):
            if rows[p][3]:
                want = ["black", p]
    elif e <= n + 5:
        k = e - n + 3
        most = max(r[k] for r in rows)
        want = ["most", sum(1 << p for p in range(n) if most and rows[p][k] == most)]
    else:
        want = ["five", int(min(rows[e - n - 6][4:]) > 0)]
    return pick, acts.index(want)


def _dragons_ends(state, facts, pick):
    """Draw, once, the kinds of the tokens each player took: as many as the device counted (a deal's shares
    even), each kind weighed by its tokens left in the bag."""
    from companion import catalog
    from companion.core import rng

    eng = catalog.load("dragons_gold")
    n = len(eng.KINDS)
    if "ends" not in facts:
        left = list(eng.CAPS)
        ends = []
        for p in range(state["n"]):
            row = [0] * n
            for _ in range(facts.get("got", [0] * state["n"])[p]):
                pick, k = rng.pick_weighted(pick, [(k, left[k]) for k in range(n) if left[k]])
                left[k] -= 1
                row[k] += 1
            ends.append(row)
        facts["ends"] = ends
    return pick


def opale_play(state, acts, facts, pick):
    """An Opale play from a hand the bench deals: each card one of the nine kinds alike (the rule text gives
    no counts), as many as the game says the hand holds; a play of n cards of a kind only when the hand
    holds them, else (none) what the game leaves: end the turn, pass."""
    from companion.core import rng

    hands = facts.setdefault("hands", [[], []])
    for p in (0, 1):
        hand = hands[p]
        while len(hand) > state["hand"][p]:  # a card back on the deck (the pawn changed hands)
            pick, i = rng.draw(pick, len(hand))
            hand.pop(i)
        while len(hand) < state["hand"][p]:
            pick, kind = rng.draw(pick, 9)
            hand.append(kind)
    hand = hands[state["turn"]]
    plays = [(i, 1) for i, a in enumerate(acts) if a[0] == "play" and hand.count(a[1]) >= a[2]]
    if not plays:
        plays = [(i, 1) for i, a in enumerate(acts) if a[0] != "play"] or [(i, 1) for i in range(len(acts))]
    pick, i = rng.pick_weighted(pick, plays)
    if acts[i][0] == "play":
        for _ in range(acts[i][2]):
            hand.remove(acts[i][1])
    return pick, i


def _roma_cost(state, card, facts, pick):
    """:return: (pick, the printed cost of a Roma card): the game's where it knows it, else drawn once"""
    from companion.core import rng

    known = state["printed"][0][card]
    if known is not None:
        return pick, known
    key = ("cost", card)
    if key not in facts:
        pick, i = rng.draw(pick, 9)
        facts[key] = i + 1
    return pick, facts[key]


def aton_square(state, acts, pick, facts=None):
    """The square an Aton player takes a piece from or puts one on, as the board holds them: a row (a kind
    of square in a temple) weighed by its free squares (placing), or by the pieces on it of the player
    whose piece leaves (removing, taking back); a temple by all its squares so weighed, the row standing
    for its blue and bonus squares by those: a square drawn with the same odds.

    :param facts: where a move's squares are told by several questions (how many in a temple, the next
        piece's temple, each piece's square), the bench's facts: the move's squares are drawn first, one
        after the other as above (``aton_move``), and each answer is read from them"""
    from companion import catalog
    from companion.core import rng

    aton = catalog.load("aton")
    phase = state["phase"]
    if facts is not None and phase in ("remove", "place"):
        return aton_move(state, acts, facts, pick)
    whose = aton.target(state) if phase == "remove" else aton.current(state)
    weights = []
    for i, a in enumerate(acts):
        n = 0
        kinds = range(len(aton.KINDS))  # a temple: all its squares; its other kinds: blue, +1, +2
        if a[0] != "temple":
            kinds = (aton.KINDS.index(a[2]),)
        elif a[1] > 4:
            kinds = range(aton.BLUE, len(aton.KINDS))
        t = (a[1] - 1) % 4
        for k in kinds:
            n += aton.free(state, t, k) if phase == "place" else state["squares"][whose][t][k]
        weights.append((i, n))
    return rng.pick_weighted(pick, weights)


def aton_move(state, acts, facts, pick):
    """The answer a table gives about the move being told, as the board holds it: the move's squares are
    drawn once, when its first question comes (a free square each, or one of the pieces of the player
    losing them, each square alike, one after the other: ``aton_square``'s odds), and every answer is
    read from those not on (or off) the board yet: how many are in the temple asked, the lowest temple
    holding one, the kind of square of one of them in the temple asked (the row of its other kinds where
    the list leaves it there). So a row telling several pieces comes up exactly as often as the squares
    drawn one by one put that many there.

    :return: (pick, index into acts)"""
    from companion import catalog
    from companion.core import rng

    aton = catalog.load("aton")
    phase = state["phase"]
    sq = state["squares"][aton.target(state) if phase == "remove" else aton.current(state)]
    key = [state["round"], state["turn"], phase]
    if facts.get("move", [None])[0] != key:
        avail = []  # [temple 1-4, kind, squares]
        for t in range(len(aton.rooms(state))):
            for k in range(len(aton.KINDS)):
                n = aton.free(state, t, k) if phase == "place" else sq[t][k]
                if n:
                    avail.append([t + 1, k, n])
        drawn = []
        for _ in range(min(state["left"], sum([a[2] for a in avail]))):
            pick, i = rng.pick_weighted(pick, [(j, a[2]) for j, a in enumerate(avail)])
            avail[i][2] -= 1
            drawn.append(avail[i][:2])
        facts["move"] = [key, [list(row) for row in sq], drawn]
    start = facts["move"][1]
    moved = [[abs(sq[t][k] - start[t][k]) for k in range(len(aton.KINDS))] for t in range(4)]
    left = []  # the drawn squares not reached yet
    for t, k in facts["move"][2]:
        if moved[t - 1][k]:
            moved[t - 1][k] -= 1
        else:
            left.append([t, k])
    first = acts[0]
    if first[0] == "count":
        want = ["count", first[1], len([p for p in left if p[0] == first[1]])]
        want = want if want in acts else ["count", first[1], -1]  # behind the row of the counts from 3
    elif first[0] == "temple" and first[1] <= 4:
        want = ["temple", min([p[0] for p in left]), 1]
    else:  # a square listed (of the temple asked), else the row of the temple's other kinds
        want = acts[-1]  # the row of the other kinds
        for p in left:
            if [phase, p[0], aton.KINDS[p[1]]] in acts:
                want = [phase, p[0], aton.KINDS[p[1]]]
                break
    return pick, acts.index(want)


def menu_presses(game_id, players, reach):
    """The fewest presses from a fresh device's menu to the game started, each option at its default."""
    from companion import catalog

    ids = [g[0] for g in catalog.GAMES]
    row = catalog.GAMES[ids.index(game_id)]
    presses = choice_presses(len(ids) + 1, 0, ids.index(game_id), reach)  # the games, then Settings
    if row[2] != row[3]:
        presses += choice_presses(row[3] - row[2] + 1, 0, players - row[2], reach)
    return presses + len(getattr(catalog.load(game_id), "OPTIONS", ()))


def start_of(ui, state, acts):
    """Where the firmware's game screen puts the cursor on this list."""
    from companion.ui import screens

    start = getattr(screens, "start", None)
    return start(ui, state, acts) if start is not None else 0


def direct_of(ui, state, acts):
    """The actions the game screen enters with one press of a button each (its ``_ui`` hook ``keys``), as
    indices."""
    found = autoplay.keys(ui, state, acts)
    return () if found is None else [i for i in found[0] if i is not None and i >= 0]


def presses_of(ui, state, acts, i, reach):
    """The fewest presses that choose ``acts[i]`` on the game screen: its button (``keys``), else the list
    from where its cursor starts, ``ok`` included (``choice_presses``). Where the buttons' lines stand in the
    list's place and a press shows the list (``keys``' -1: Course de sorcieres' long ``roll``, the cursor on
    the fifth likeliest tile), that press comes first; were it a held ``up`` or ``down``, its repeats would
    go on moving the cursor, as any hold's: one press that shows the list and moves up to ``reach`` - 1
    rows."""
    from companion.ui import buttons

    found = autoplay.keys(ui, state, acts)
    given = list(found[0]) if found is not None else []
    if i in given:
        return 1
    n = len(acts)
    start = start_of(ui, state, acts)
    if -1 not in given:
        return choice_presses(n, start, i, reach)
    b = given.index(-1)
    step = 1 if b == buttons.DOWN else -1 if b == buttons.UP else 0
    # a list under 30 rows (no jumps): the hold's slow repeats only
    return 1 + min([choice_presses(n, (start + step * d) % n, i, reach) for d in range(reach if step else 1)])


def play(game_id, players, seed, reach, dragons=None, kept=None):
    """One seeded game: (presses to start, presses at the end, [presses per turn], [(list length, presses)
    per number entry], [presses per witch tile turned, 0 for one turned unasked]).

    :param dragons: a list given here gets the presses of each dragon card entered during the hunt (L'Or
        des dragons: its power and known tokens; the hidden ones are asked with the kill, in its turn)
    :param kept: a dict given here carries what the game remembers (its ``REMEMBER``) from one game to the
        next, as the device's settings do"""
    runtime.use_firmware()
    from companion import catalog
    from companion.core import rng
    from companion.core.session import Session

    ui = autoplay.game_ui(game_id)
    options = {}
    engine = catalog.load(game_id)
    for key, _label, values, _labels in getattr(engine, "OPTIONS", ()):
        options[key] = values[0]
    if kept:
        options.update([kv for kv in kept.items() if kv[0] != "facts"])
    s = Session(game_id, players, options, seed)
    pick = rng.seed_state(seed + 1000)
    # one copy of the game from one game to the next: its printed prices (Samarkand) stay as drawn
    facts = kept.setdefault("facts", {}) if kept is not None and game_id == "samarkand" else {}
    if game_id == "dragons_gold":
        pick = _dragon_pile(facts, pick)
    setup = menu_presses(game_id, players, reach)
    end = 0
    turns = []
    numbers = []
    tiles = {}  # Course de sorcieres: the presses each tile cost, every time it was asked, by square
    if dragons is None:
        dragons = []
    who = None
    for _ in range(3000):
        if s.over() and not s.legal():
            break
        player = whose(game_id, s.state, ui)
        if player is None:
            player = who
        if s.chance():
            cost = 1
            s.roll()
            if game_id == "dragons_gold":
                dealt(s.state, facts)
        else:
            acts = s.legal()
            if not acts:
                break
            pick, i = table_choice(game_id, s.state, acts, facts, pick)
            if i is None:
                pick, i = rng.draw(pick, len(acts))
            cost = presses_of(ui, s.state, acts, i, reach)
            if number_list(acts):
                numbers.append((len(acts), cost))
            if game_id == "witch_race" and s.state["phase"] in ("colour", "value"):
                tiles[s.state["at"]] = tiles.get(s.state["at"], 0) + cost
            if game_id == "dragons_gold" and s.state["phase"] == "reveal" and s.state["turn"] >= 0:
                if s.state["field"] == 0:
                    dragons.append(cost)
                elif s.state["field"] == 1:
                    dragons[-1] += cost
            kill = s.state.get("kill") if game_id == "dragons_gold" else None
            assert s.act(acts[i], True) is None
            if game_id == "dragons_gold":
                taken(s.state, kill, facts)
        if game_id == "witch_race":
            truth = facts.setdefault("witch", {})
            for square, tile in enumerate(s.state["tiles"], 1):
                if tile and square not in truth:
                    # turned unasked: the only tile that can be there, or told only as another colour's
                    # number (the track holds one all the same)
                    if tile % 16 != 15:
                        truth[square] = tile
                    else:
                        pick = witch_truth(s.state, truth, square, pick)
            assert witch_told(s.state, truth), "the device holds a tile the track does not"
        if player < 0 and turns:
            end += cost
        elif player < 0:
            setup += cost
        elif player == who:
            turns[-1] += cost
        else:
            turns.append(cost)
        who = player
    if kept is not None:
        kept[engine.REMEMBER] = engine.remembered(s.state)
    if game_id == "witch_race":  # every tile turned, with all it cost (0: never asked)
        tiles = [tiles.get(q, 0) for q, t in enumerate(s.state["tiles"], 1) if t]
    else:
        tiles = []
    return setup, end, turns, numbers, tiles


SCORING = (("emerald", 3), ("samarkand", 3))  # the games with a scoring-only mode, at the bench's tables


def _share(pick, players, count):
    """Deal ``count`` pieces: each to one of the players or to none (left in the box, paid away), alike.

    :return: (pick, [the pieces each player holds as indices of the pieces, in order])
    """
    from companion.core import rng

    held = [[] for _ in range(players)]
    for i in range(count):
        pick, p = rng.draw(pick, players + 1)
        if p < players:
            held[p].append(i)
    return pick, held


def scoring_table(game_id, players, pick):
    """What a table of ``players`` holds at the end, drawn from the game's components (see the docstring
    of scoring_presses)."""
    from companion.core import rng

    table = []
    if game_id == "emerald":
        deck = [v for v in range(1, 6) for _ in range(5)]  # the 25 gold cards, 2 returned unseen
        for _ in range(2):
            pick, i = rng.draw(pick, len(deck))
            deck.pop(i)
        gems = [k for k in range(4) for _ in range(6)]  # the 24 gem cards, 2 returned unseen
        for _ in range(2):
            pick, i = rng.draw(pick, len(gems))
            gems.pop(i)
        pick, gold = _share(pick, players, len(deck))
        pick, held = _share(pick, players, len(gems))
        pick, treasures = _share(pick, players, 4)
        for p in range(players):
            kinds = [0, 0, 0, 0]
            for i in held[p]:
                kinds[gems[i]] += 1
            table.append({"gold": sorted([deck[i] for i in gold[p]]), "tr": len(treasures[p]), "gems": kinds})
        return pick, table
    from companion import catalog

    eng = catalog.load("samarkand")
    pick, goods = _share(pick, players, eng.GOODS)
    pick, relations = _share(pick, players, eng.RELATIONS)
    for p in range(players):
        pick, money = rng.draw(pick, 41)
        pick, cards = rng.draw(pick, 4)
        camels = [0, 0]  # own families', others'
        for _ in range(cards):
            pick, two = rng.draw(pick, 2)
            for _ in range(1 + two):
                pick, own = rng.draw(pick, 2)
                camels[own] += 1
        table.append([money, len(goods[p]), len(relations[p]), camels[1], camels[0]])
    return pick, table


def scoring_choice(game_id, state, acts, table, pick):
    """The action that enters the table's counts: :return: (pick, index into acts)"""
    from companion.core import rng

    if game_id == "emerald":
        ph = state["ph"]
        if ph == "sfs":  # who owned the four kinds first: the table knows, the bench draws it
            return rng.draw(pick, len(acts))
        row = table[state["sp"]]
        if ph == "sgold" and acts[0][0] == "value":
            want = ["value", sum(row["gold"])]  # the cards' total
        elif ph == "sgold":
            done = len(state["gold"][state["sp"]])
            want = ["gold", row["gold"][done]] if done < len(row["gold"]) else ["next"]
        elif ph == "str":
            want = ["tr", row["tr"]]
        else:
            want = ["gem", row["gems"][state["sk"]]]
        return pick, acts.index(want)
    from companion.games.samarkand import entry

    k = state["field"]
    have = state[entry.FIELDS[k]][state["turn"]]
    want = table[state["turn"]][k]
    best = None
    for i, a in enumerate(acts):  # a value to set, else the step nearest the count, else next
        if a[0] == "add":
            gap = abs(want - have - a[1])
        elif a[0] == "next":
            gap = abs(want - have)
        else:
            gap = abs(want - a[-1])
        if best is None or gap < best[0]:
            best = (gap, i)
    return pick, best[1]


def scoring_presses(game_id, players, seed, reach):
    """The presses each player's counts cost in the scoring-only mode of ``game_id`` (Emerald, Samarkand).

    The counts are drawn from the components, as a table holds them at the end. Emerald: the 25 gold cards
    (1-5, five each) and the 24 gem cards (6 of each kind), two of each deck returned unseen, and the 4
    treasures: each card or treasure held by one of the players or by none (paid to the dragon, left on
    the mountain) alike; a player enters their gold cards lowest first. Samarkand: each of the 33 goods
    tiles and the 50 relation tiles held by one of the players or by none alike; 0-40 dirhams (the 10 each
    starts with, up to four times as many); 0-3 unsold cards shown, each with 1 or 2 camels on its goods
    space, each camel of an own family or not alike. A player enters their gold cards' total where the
    screen asks it. Where the screen offers steps, the bench takes the
    step that brings the count nearest (``next`` once it is reached). The presses are counted as for a
    turn (``choice_presses``, ``keys``); a list the screen opens with a button of its own costs that
    press more.

    :return: [presses per player]
    """
    runtime.use_firmware()
    from companion.core import rng
    from companion.core.session import Session

    ui = autoplay.game_ui(game_id)
    s = Session(game_id, players, {"mode": "scoring"}, seed)
    pick = rng.seed_state(seed + 2000)
    pick, table = scoring_table(game_id, players, pick)
    presses = [0] * players
    for _ in range(1000):
        acts = s.legal()
        if not acts:
            break
        state = s.state
        who = state["sp"] if game_id == "emerald" else state["turn"]
        pick, i = scoring_choice(game_id, state, acts, table, pick)
        cost = presses_of(ui, state, acts, i, reach)
        presses[min(who, players - 1)] += cost  # who owned all four kinds first: the last entry's
        assert s.act(acts[i], True) is None
    return presses


def percentile(values, p):
    """The value at or under which p % of the values are (nearest rank)."""
    values = sorted(values)
    if not values:
        return 0
    return values[max(0, int(math.ceil(p / 100.0 * len(values))) - 1)]


def median(values):
    values = sorted(values)
    if not values:
        return 0
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2.0


def measure(seeds=SEEDS, games=GAMES, scoring=SCORING):
    """{game: (players, start median, end median, turn median, turn p90, number entries [(n, presses)],
    turn median and p90 without holds, [presses per witch tile turned], the same without holds, [presses
    per dragon card entered during the hunt], the same without holds)}: "without
    holds", the same games counted again as if a hold were no faster than pressing (what the start values
    alone save). And under "scoring": {game: (players, [presses per player], the same without holds)} for
    the scoring-only modes (``scoring_presses``)."""
    reach = hold_reach()
    out = {}
    for game_id, players in games:
        setups = []
        ends = []
        turns = []
        numbers = []
        pressed = []
        tiles = []
        tiles1 = []  # the same, a press a row
        dragons = []
        dragons1 = []
        # what a game remembers carries from one game to the next as on a device (Dragon's Gold's deck)
        kept = {} if game_id in IN_A_ROW else None
        kept1 = {} if game_id in IN_A_ROW else None
        for seed in seeds:
            setup, end, t, n, tl = play(game_id, players, seed, reach, dragons, kept)
            tiles += tl
            setups.append(setup)
            ends.append(end)
            turns += t
            numbers += n
            one = play(game_id, players, seed, 1, dragons1, kept1)
            pressed += one[2]
            tiles1 += one[4]
        out[game_id] = (
            players,
            median(setups),
            median(ends),
            median(turns),
            percentile(turns, 90),
            numbers,
            median(pressed),
            percentile(pressed, 90),
            tiles,
            tiles1,
            dragons,
            dragons1,
        )
    out["scoring"] = {}
    for game_id, players in scoring:
        held = []
        pressed = []
        for seed in seeds:
            held += scoring_presses(game_id, players, seed, reach)
            pressed += scoring_presses(game_id, players, seed, 1)
        out["scoring"][game_id] = (players, held, pressed)
    return out


def report(figures, games=None):
    """The bench's lines: a table per game, then the number entries of 20 values or more.

    :param games: how many games of each were measured (default: len(SEEDS))"""
    lines = [
        "presses per turn, fewest that reach each seeded random choice (ok included, a repeating hold one "
        "press; host_sim/effortbench.py), %d games each:" % (games or len(SEEDS))
    ]
    lines.append(
        "  %-13s %7s %6s %6s %6s %6s %-13s %s"
        % (
            "game",
            "players",
            "start",
            "end",
            "median",
            "p90",
            "no hold: med,p90",
            "number entries: median, max presses (count)",
        )
    )
    long_entries = []
    tiles = []
    tiles1 = []
    dragons = []
    dragons1 = []
    for game_id, row in figures.items():
        if game_id == "scoring":
            continue
        players, setup, end, med, p90, numbers, med1, p901, tl, tl1, dr, dr1 = row
        tiles += tl
        tiles1 += tl1
        dragons += dr
        dragons1 += dr1
        long_entries += [c for n, c in numbers if n >= 20]
        entries = [c for _n, c in numbers]
        lines.append(
            "  %-13s %7d %6s %6s %6s %6s %16s %s"
            % (
                game_id,
                players,
                setup,
                end,
                med,
                p90,
                "%s, %s" % (med1, p901),
                "%s, %d (%d)" % (median(entries), max(entries), len(entries)) if entries else "-",
            )
        )
    if dragons:
        lines.append(
            "  a new dragon (power, known tokens): median %s presses, max %d (no hold: median %s, max %d; "
            "%d dragons)" % (median(dragons), max(dragons), median(dragons1), max(dragons1), len(dragons))
        )
    if long_entries:
        lines.append(
            "  a number entry of 20 values or more: median %s presses, max %d (%d entries)"
            % (median(long_entries), max(long_entries), len(long_entries))
        )
    if tiles:
        lines.append(
            "  a witch tile turned: median %s presses, mean %.2f, max %d (no hold: median %s, mean %.2f; "
            "%d tiles, %d turned unasked)"
            % (
                median(tiles),
                sum(tiles) / float(len(tiles)),
                max(tiles),
                median(tiles1),
                sum(tiles1) / float(len(tiles1)),
                len(tiles),
                tiles.count(0),
            )
        )
    for game_id, (players, held, pressed) in sorted(figures.get("scoring", {}).items()):
        lines.append(
            "  %s scoring only, %d players: median %s presses a player, max %d (no hold: median %s, max %d)"
            % (game_id, players, median(held), max(held), median(pressed), max(pressed))
        )
    return lines


if __name__ == "__main__":
    print("\n".join(report(measure())))
