"""The people of the demo night: who plays what, in which team, and who has not arrived yet.

Names are written in the scripts the desk prints (Latin with accents, Gujarati, Malayalam, Gurmukhi,
Devanagari). A *person* is one player of the event; the same person in two competitions (a Bhukhar player who
also sits at the Bukharo table, a rummy player in the poker freezeout) is one player with two registrations,
as at a real desk. Ages are on the event date: the Bhukhar league admits two young players (10 or older,
ruling EV-1); everybody in a GAMA competition is an adult with the community confirmation recorded.
"""

from __future__ import annotations

import datetime as dt

EVENT_NAME = "Demo card night"

BHUKHAR = "Bhukhar league"
TWENTY_EIGHT = "28 knockout"
RUMMY = "Rummy"
BUKHARO = "Bukharo"
POKER = "Poker freezeout"
BACCARAT = "Baccarat fun table"

# (name, game, settings): the order the Event area lists them in
COMPETITIONS: tuple[tuple[str, str, dict[str, object]], ...] = (
    (BHUKHAR, "bhukhar", {}),
    (TWENTY_EIGHT, "28", {"third_place": True}),
    (RUMMY, "rummy", {}),
    (BUKHARO, "bukharo", {}),
    (POKER, "poker", {"prize_pool": 600}),
    (BACCARAT, "baccarat", {}),
)

# Bhukhar: eight teams of three, Gujarati and English names (EV-3)
BHUKHAR_TEAMS: dict[str, tuple[str, str, str]] = {
    "સુરત સિતારા": ("ભાવેશ પટેલ", "હંસા મિસ્ત્રી", "કિરણ શાહ"),
    "વડોદરા વાઘ": ("જયેશ દેસાઈ", "નીતા પટેલ", "મનોજ ચૌહાણ"),
    "રાજકોટ રાજા": ("રેખા જોશી", "દિલીપ પંડ્યા", "ઉષા ભટ્ટ"),
    "અમદાવાદ એક્કા": ("સુરેશ મહેતા", "પ્રવીણ સોલંકી", "મીના ત્રિવેદી"),
    "Leicester Lions": ("Rajesh Patel", "Anjali Mistry", "Dhruv Patel"),
    "Harrow Hearts": ("Sejal Desai", "Vikram Shah", "Hitesh Lad"),
    "Wembley Wizards": ("Sarah Mitchell", "Tom Hughes", "Bina Parmar"),
    "Preston Kings": ("Jignesh Rana", "Kavita Thakkar", "Nikhil Amin"),
}

# 28: six teams of three, Malayalam names (a knockout with two byes)
TWENTY_EIGHT_TEAMS: dict[str, tuple[str, str, str]] = {
    "കൊച്ചി കൊമ്പന്മാർ": ("അനിൽ കുമാർ", "ബിന്ദു മേനോൻ", "ജോസഫ് വർഗീസ്"),
    "തൃശ്ശൂർ പുലികൾ": ("ലക്ഷ്മി നായർ", "രാജീവ് പിള്ള", "സുനിൽ ജോർജ്"),
    "കോട്ടയം കടുവകൾ": ("ദീപ്തി കൃഷ്ണൻ", "ഷിബു തോമസ്", "മനോജ് നമ്പ്യാർ"),
    "കണ്ണൂർ കരുത്തർ": ("ശ്രീജ വാര്യർ", "ബിജു മാത്യു", "അജിത് മേനോൻ"),
    "പാലക്കാട് പരുന്തുകൾ": ("Anoop Nair", "Reshma Joseph", "Vinod Kurian"),
    "ആലപ്പുഴ അലകൾ": ("Asha Pillai", "Jijo Thomas", "Priya Raghavan"),
}

# rummy: fourteen players, three tables
RUMMY_PLAYERS: tuple[str, ...] = (
    "ਹਰਪ੍ਰੀਤ ਸਿੰਘ",
    "ਗੁਰਪ੍ਰੀਤ ਕੌਰ",
    "ਜਸਵਿੰਦਰ ਸਿੰਘ",
    "ਮਨਜੀਤ ਕੌਰ",
    "ਬਲਵਿੰਦਰ ਗਿੱਲ",
    "राजेश शर्मा",
    "सुनीता वर्मा",
    "अमित गुप्ता",
    "पूजा अग्रवाल",
    "विकास यादव",
    "Kuldip Sandhu",
    "Neha Kapoor",
    "Ravi Chopra",
    "Simran Dhillon",
)

# Bukharo: six individual players at one table (two sides of alternate players, BK-3)
BUKHARO_PLAYERS: tuple[str, ...] = (
    "કોકિલા પટેલ",
    "જશુબેન દેસાઈ",
    "Ramesh Lad",
    "હંસા મિસ્ત્રી",
    "Vikram Shah",
    "Rupal Vyas",
)

# poker: twenty entered before the clock starts or late; two more registered who have not arrived
POKER_EARLY: tuple[str, ...] = (
    "ਹਰਪ੍ਰੀਤ ਸਿੰਘ",
    "राजेश शर्मा",
    "Neha Kapoor",
    "Ravi Chopra",
    "Anoop Nair",
    "Daniel O'Brien",
    "Chloé Martin",
    "Zoë Clarke",
    "Siobhán Kelly",
    "José Fernández",
    "Aisha Rahman",
    "Imran Qureshi",
    "संजय मिश्रा",
    "कविता जैन",
    "ਅਮਰਜੀਤ ਸਿੰਘ ਬਰਾੜ",
    "ഫിറോസ് അഹമ്മദ്",
    "ધર્મેશ પટેલ",
    "Ben Carter",
)
POKER_LATE: tuple[str, ...] = ("Lucy Evans", "Farhan Ali")  # registered at the desk during level 2 (PK-2)
POKER_MISSING: tuple[str, ...] = ("Oliver Grant", "Hannah Brooks")  # registered, not here (yet)

# baccarat: four seats at the fun table
BACCARAT_PLAYERS: tuple[str, ...] = ("Mohan Lal", "Zara Ahmed", "ਪਰਮਜੀਤ ਕੌਰ", "Chloé Martin")

YOUNG = {"Dhruv Patel": 14, "ઉષા ભટ્ટ": 12}  # Bhukhar admits players of 10 or older (EV-1)


def everyone() -> list[str]:
    """Every person of the demo once, in the order of their first registration."""
    seen: dict[str, None] = {}
    for team in BHUKHAR_TEAMS.values():
        seen.update(dict.fromkeys(team))
    for team in TWENTY_EIGHT_TEAMS.values():
        seen.update(dict.fromkeys(team))
    for group in (RUMMY_PLAYERS, BUKHARO_PLAYERS, POKER_EARLY, POKER_MISSING, BACCARAT_PLAYERS):
        seen.update(dict.fromkeys(group))
    return list(seen)


def birth_date(name: str, index: int, event_date: dt.date) -> dt.date:
    """A date of birth that makes the person the age the demo wants on the event date (adults 21 to 76)."""
    age = YOUNG.get(name, 21 + (index * 17) % 56)
    return dt.date(event_date.year - age - 1, 1 + index % 12, 1 + (index * 7) % 28)


def competitions_of(name: str) -> list[tuple[str, str | None]]:
    """The competitions a person enters at registration, each with their team (or None)."""
    found: list[tuple[str, str | None]] = []
    for comp, teams in ((BHUKHAR, BHUKHAR_TEAMS), (TWENTY_EIGHT, TWENTY_EIGHT_TEAMS)):
        for team, members in teams.items():
            if name in members:
                found.append((comp, team))
    for comp, group in (
        (RUMMY, RUMMY_PLAYERS),
        (BUKHARO, BUKHARO_PLAYERS),
        (POKER, POKER_EARLY + POKER_MISSING),
        (BACCARAT, BACCARAT_PLAYERS),
    ):
        if name in group:
            found.append((comp, None))
    return found
