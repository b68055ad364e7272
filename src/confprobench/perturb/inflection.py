"""English inflection for substitutions and passives: verb forms by Penn tag and noun plurals.

``lemminflect`` (its data ships in the wheel) gives the form first ("type" + VBD → "typed", never
"typewrited"); the rules below cover words it does not know.
"""

from __future__ import annotations

IRREGULAR: dict[str, tuple[str, str]] = {  # lemma: (past, past participle)
    "be": ("was", "been"),
    "begin": ("began", "begun"),
    "break": ("broke", "broken"),
    "bring": ("brought", "brought"),
    "build": ("built", "built"),
    "choose": ("chose", "chosen"),
    "come": ("came", "come"),
    "do": ("did", "done"),
    "draw": ("drew", "drawn"),
    "fall": ("fell", "fallen"),
    "find": ("found", "found"),
    "get": ("got", "got"),
    "give": ("gave", "given"),
    "go": ("went", "gone"),
    "grow": ("grew", "grown"),
    "have": ("had", "had"),
    "hold": ("held", "held"),
    "keep": ("kept", "kept"),
    "know": ("knew", "known"),
    "lead": ("led", "led"),
    "make": ("made", "made"),
    "mean": ("meant", "meant"),
    "meet": ("met", "met"),
    "put": ("put", "put"),
    "read": ("read", "read"),
    "rise": ("rose", "risen"),
    "run": ("ran", "run"),
    "say": ("said", "said"),
    "see": ("saw", "seen"),
    "set": ("set", "set"),
    "show": ("showed", "shown"),
    "split": ("split", "split"),
    "take": ("took", "taken"),
    "tell": ("told", "told"),
    "think": ("thought", "thought"),
    "write": ("wrote", "written"),
    "shrink": ("shrank", "shrunk"),
    "seek": ("sought", "sought"),
    "cut": ("cut", "cut"),
    "let": ("let", "let"),
    "bind": ("bound", "bound"),
    "feel": ("felt", "felt"),
    "lose": ("lost", "lost"),
    "send": ("sent", "sent"),
    "spend": ("spent", "spent"),
    "lend": ("lent", "lent"),
    "hang": ("hung", "hung"),
    "win": ("won", "won"),
    "teach": ("taught", "taught"),
    "buy": ("bought", "bought"),
    "catch": ("caught", "caught"),
    "sell": ("sold", "sold"),
    "leave": ("left", "left"),
    "light": ("lit", "lit"),
    "stand": ("stood", "stood"),
    "understand": ("understood", "understood"),
    "become": ("became", "become"),
}
# Short verbs that double their final consonant (stop → stopped); longer ones are listed when they stress the end.
DOUBLING = {
    "stop",
    "plug",
    "drop",
    "plot",
    "fit",
    "sum",
    "pin",
    "tap",
    "ship",
    "grab",
    "cut",
    "put",
    "set",
    "get",
    "run",
    "admit",
    "permit",
    "omit",
    "emit",
    "transmit",
    "occur",
    "refer",
    "prefer",
    "compel",
    "control",
    "dip",
    "map",
    "pad",
    "rub",
    "tag",
    "trim",
    "wrap",
    "log",
    "spot",
    "chop",
    "jam",
    "nod",
    "step",
    "tip",
    "swap",
}


def _regular_ed(verb: str) -> str:
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and len(verb) > 1 and verb[-2] not in "aeiou":
        return verb[:-1] + "ied"
    if verb in DOUBLING:
        return verb + verb[-1] + "ed"
    return verb + "ed"


def _lemminflect(lemma: str, tag: str) -> str | None:
    from lemminflect import getInflection

    forms = getInflection(lemma, tag=tag)
    return forms[0] if forms else None


def past(verb: str) -> str:
    """The simple past of ``verb`` (computed -> computed, find -> found)."""
    return _lemminflect(verb, "VBD") or (IRREGULAR[verb][0] if verb in IRREGULAR else _regular_ed(verb))


def past_participle(verb: str) -> str:
    """The past participle of ``verb`` (take -> taken)."""
    return _lemminflect(verb, "VBN") or (IRREGULAR[verb][1] if verb in IRREGULAR else _regular_ed(verb))


def third_person(verb: str) -> str:
    """The third-person singular present of ``verb`` (give -> gives)."""
    form = _lemminflect(verb, "VBZ")
    if form:
        return form
    if verb == "be":
        return "is"
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and len(verb) > 1 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def gerund(verb: str) -> str:
    """The -ing form of ``verb`` (divide -> dividing)."""
    form = _lemminflect(verb, "VBG")
    if form:
        return form
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if verb in DOUBLING:
        return verb + verb[-1] + "ing"
    return verb + "ing"


def plural(noun: str) -> str:
    """The plural of ``noun`` (value -> values)."""
    form = _lemminflect(noun, "NNS")
    if form:
        return form
    if noun.endswith(("s", "sh", "ch", "x", "z")):
        return noun + "es"
    if noun.endswith("y") and len(noun) > 1 and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def inflect_verb(lemma: str, tag: str) -> str:
    """The form of ``lemma`` for a Penn tag (VB, VBP, VBZ, VBD, VBN, VBG)."""
    if tag == "VBZ":
        return third_person(lemma)
    if tag == "VBD":
        return past(lemma)
    if tag == "VBN":
        return past_participle(lemma)
    if tag == "VBG":
        return gerund(lemma)
    return lemma


def inflect_phrase(phrase: str, pos: str, tag: str) -> str:
    """Inflect a (possibly multi-word) replacement like the word it replaces: the head is the first
    word for verbs ('work out' → 'worked out') and the last word for nouns ('line segment' → 'line segments')."""
    words = phrase.split()
    if pos == "VERB":
        words[0] = inflect_verb(words[0], tag)
    elif pos == "NOUN" and tag in {"NNS", "NNPS"}:
        words[-1] = plural(words[-1])
    return " ".join(words)
