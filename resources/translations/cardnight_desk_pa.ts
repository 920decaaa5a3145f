<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pa_IN" sourcelanguage="en">
<context>
    <name>Baccarat</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/words.py" line="+25"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>ਬੈਂਕਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Tie</source>
        <translation>ਬਰਾਬਰ (ਟਾਈ)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Player Pair</source>
        <translation>ਖਿਡਾਰੀ ਪੇਅਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>ਬੈਂਕਰ ਪੇਅਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Player</source>
        <translation>ਡਰੈਗਨ ਬੋਨਸ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Banker</source>
        <translation>ਡਰੈਗਨ ਬੋਨਸ ਬੈਂਕਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ਡਰੈਗਨ 7</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wins</source>
        <translation>ਜਿੱਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push</source>
        <translation>ਪੁਸ਼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses</source>
        <translation>ਹਾਰ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mini-Baccarat</source>
        <translation>ਮਿੰਨੀ-ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi-Baccarat</source>
        <translation>ਮਿਡੀ-ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>ਈ ਜ਼ੀ ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Commission Baccarat</source>
        <translation>ਨੋ-ਕਮਿਸ਼ਨ ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player wins</source>
        <translation>ਖਿਡਾਰੀ ਜਿੱਤਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker wins</source>
        <translation>ਬੈਂਕਰ ਜਿੱਤਿਆ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has seats 1 to %d; choose a seated player.</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਸੀਟਾਂ 1 ਤੋਂ %d ਤੱਕ ਹਨ; ਕਿਸੇ ਬੈਠੇ ਖਿਡਾਰੀ ਨੂੰ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is taken.</source>
        <translation>ਉਸ ਸੀਟ &apos;ਤੇ ਪਹਿਲਾਂ ਹੀ ਕੋਈ ਬੈਠਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat has bets down: withdraw them (or settle the hand) first.</source>
        <translation>ਇਸ ਸੀਟ ਦੀਆਂ ਸ਼ਰਤਾਂ ਲੱਗੀਆਂ ਹੋਈਆਂ ਹਨ: ਪਹਿਲਾਂ ਉਹਨਾਂ ਨੂੰ ਵਾਪਸ ਲਓ (ਜਾਂ ਬਾਜ਼ੀ ਨਿਪਟਾਓ)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bets are closed: the first card of the hand is out.</source>
        <translation>ਸ਼ਰਤਾਂ ਬੰਦ ਹਨ: ਬਾਜ਼ੀ ਦਾ ਪਹਿਲਾ ਪੱਤਾ ਨਿਕਲ ਚੁੱਕਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This variant does not offer that bet (ruling BAC-2).</source>
        <translation>ਇਸ ਰੂਪ ਵਿੱਚ ਉਹ ਸ਼ਰਤ ਨਹੀਂ ਲੱਗਦੀ (ਫ਼ੈਸਲਾ BAC-2)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a stake above 0, in whole cents (e.g. 25 or 12.50).</source>
        <translation>0 ਤੋਂ ਵੱਧ ਰਕਮ ਲਿਖੋ, ਪੂਰੇ ਸੈਂਟਾਂ ਵਿੱਚ (ਜਿਵੇਂ 25 ਜਾਂ 12.50)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat does not have the chips for that stake.</source>
        <translation>ਇਸ ਸੀਟ ਕੋਲ ਉਸ ਰਕਮ ਜਿੰਨੇ ਚਿੱਪਸ ਨਹੀਂ ਹਨ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a bet in the list first.</source>
        <translation>ਪਹਿਲਾਂ ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਸ਼ਰਤ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no jokers in the shoe (ruling BAC-3).</source>
        <translation>ਸ਼ੂ ਵਿੱਚ ਕੋਈ ਜੋਕਰ ਨਹੀਂ ਹੁੰਦਾ (ਫ਼ੈਸਲਾ BAC-3)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shoe does not hold that many copies of this card (ruling BAC-3).</source>
        <translation>ਸ਼ੂ ਵਿੱਚ ਇਸ ਪੱਤੇ ਦੀਆਂ ਇੰਨੀਆਂ ਕਾਪੀਆਂ ਨਹੀਂ ਹਨ (ਫ਼ੈਸਲਾ BAC-3)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is complete: the third-card rule deals no more cards (ruling BAC-1).</source>
        <translation>ਬਾਜ਼ੀ ਪੂਰੀ ਹੈ: ਤੀਜੇ ਪੱਤੇ ਦੇ ਨਿਯਮ ਅਨੁਸਾਰ ਹੋਰ ਪੱਤੇ ਨਹੀਂ ਵੰਡੇ ਜਾਂਦੇ (ਫ਼ੈਸਲਾ BAC-1)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is not finished: the dealer still has a card to deal.</source>
        <translation>ਬਾਜ਼ੀ ਅਜੇ ਪੂਰੀ ਨਹੀਂ ਹੋਈ: ਡੀਲਰ ਨੇ ਅਜੇ ਇੱਕ ਪੱਤਾ ਹੋਰ ਵੰਡਣਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of this hand has been dealt yet.</source>
        <translation>ਇਸ ਬਾਜ਼ੀ ਦਾ ਅਜੇ ਕੋਈ ਪੱਤਾ ਨਹੀਂ ਵੰਡਿਆ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament is over: all its hands have been played.</source>
        <translation>ਟੂਰਨਾਮੈਂਟ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ: ਇਸ ਦੀਆਂ ਸਾਰੀਆਂ ਬਾਜ਼ੀਆਂ ਖੇਡੀਆਂ ਜਾ ਚੁੱਕੀਆਂ ਹਨ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a card: type rank then suit, e.g. 10H, QS, AD.</source>
        <translation>ਇਹ ਕੋਈ ਪੱਤਾ ਨਹੀਂ: ਪਹਿਲਾਂ ਰੈਂਕ ਫਿਰ ਸੂਟ ਲਿਖੋ, ਜਿਵੇਂ 10H, QS, AD।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat needs a player&apos;s name.</source>
        <translation>ਸੀਟ ਲਈ ਖਿਡਾਰੀ ਦਾ ਨਾਮ ਚਾਹੀਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player already has a seat at the table.</source>
        <translation>ਉਸ ਖਿਡਾਰੀ ਕੋਲ ਟੇਬਲ &apos;ਤੇ ਪਹਿਲਾਂ ਹੀ ਸੀਟ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ਚਿੱਪਸ 0 ਜਾਂ ਵੱਧ ਦੀ ਰਕਮ ਹੁੰਦੇ ਹਨ, ਪੂਰੇ ਸੈਂਟਾਂ ਵਿੱਚ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next card</source>
        <translation>ਅਗਲਾ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player&apos;s first card</source>
        <translation>ਖਿਡਾਰੀ ਦੇ ਹੱਥ ਦਾ ਪਹਿਲਾ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s first card</source>
        <translation>ਬੈਂਕਰ ਦੇ ਹੱਥ ਦਾ ਪਹਿਲਾ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s second card</source>
        <translation>ਖਿਡਾਰੀ ਦੇ ਹੱਥ ਦਾ ਦੂਜਾ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s second card</source>
        <translation>ਬੈਂਕਰ ਦੇ ਹੱਥ ਦਾ ਦੂਜਾ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1).</source>
        <translation>ਮੁੱਢਲੀ ਵੰਡ ਦਾ ਪੱਤਾ %d: ਖਿਡਾਰੀ, ਬੈਂਕਰ, ਖਿਡਾਰੀ, ਬੈਂਕਰ (ਫ਼ੈਸਲਾ BAC-1)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player draws a third card</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਹੱਥ ਤੀਜਾ ਪੱਤਾ ਲੈਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player has %d: draws on 0 to 5.</source>
        <translation>ਖਿਡਾਰੀ ਦੇ ਹੱਥ ਦਾ ਜੋੜ %d ਹੈ: 0 ਤੋਂ 5 &apos;ਤੇ ਪੱਤਾ ਲੈਂਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Banker draws a third card</source>
        <translation>ਬੈਂਕਰ ਦਾ ਹੱਥ ਤੀਜਾ ਪੱਤਾ ਲੈਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Player stands on %d; Banker has %d: draws on 0 to 5.</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਹੱਥ %d &apos;ਤੇ ਰੁਕਦਾ ਹੈ; ਬੈਂਕਰ ਦਾ ਜੋੜ %d ਹੈ: 0 ਤੋਂ 5 &apos;ਤੇ ਪੱਤਾ ਲੈਂਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says draw.</source>
        <translation>ਬੈਂਕਰ ਦਾ ਜੋੜ %d ਹੈ ਅਤੇ ਖਿਡਾਰੀ ਦਾ ਤੀਜਾ ਪੱਤਾ %d ਹੈ: ਨਿਯਮ ਦੀ ਸਾਰਣੀ ਅਨੁਸਾਰ ਪੱਤਾ ਲੈਣਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand complete</source>
        <translation>ਬਾਜ਼ੀ ਪੂਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s, %d to %d. Settle the bets.</source>
        <translation>%s, %d ਬਨਾਮ %d। ਸ਼ਰਤਾਂ ਨਿਪਟਾਓ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tie on %d. Settle the bets.</source>
        <translation>%d &apos;ਤੇ ਬਰਾਬਰ। ਸ਼ਰਤਾਂ ਨਿਪਟਾਓ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natural — hand complete</source>
        <translation>ਕੁਦਰਤੀ — ਬਾਜ਼ੀ ਪੂਰੀ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A natural: neither hand draws. </source>
        <translation>ਕੁਦਰਤੀ: ਕੋਈ ਵੀ ਹੱਥ ਤੀਜਾ ਪੱਤਾ ਨਹੀਂ ਲੈਂਦਾ। </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Banker stands — hand complete</source>
        <translation>ਬੈਂਕਰ ਰੁਕਦਾ ਹੈ — ਬਾਜ਼ੀ ਪੂਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says stand. </source>
        <translation>ਬੈਂਕਰ ਦਾ ਜੋੜ %d ਹੈ ਅਤੇ ਖਿਡਾਰੀ ਦਾ ਤੀਜਾ ਪੱਤਾ %d ਹੈ: ਨਿਯਮ ਦੀ ਸਾਰਣੀ ਅਨੁਸਾਰ ਰੁਕਣਾ ਹੈ। </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both stand — hand complete</source>
        <translation>ਦੋਵੇਂ ਰੁਕਦੇ ਹਨ — ਬਾਜ਼ੀ ਪੂਰੀ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %d, Banker %d: both stand. </source>
        <translation>ਖਿਡਾਰੀ %d, ਬੈਂਕਰ %d: ਦੋਵੇਂ ਰੁਕਦੇ ਹਨ। </translation>
    </message>
</context>
<context>
    <name>BaccaratArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/area.py" line="+52"/>
        <source>the card %s, typed and not dealt</source>
        <translation>ਪੱਤਾ %s, ਲਿਖਿਆ ਪਰ ਵੰਡਿਆ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a stake of %s, typed and not placed</source>
        <translation>%s ਦਾ ਦਾਅ, ਲਿਖਿਆ ਪਰ ਲਾਇਆ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpetition</source>
        <translation>ਮੁਕਾਬਲਾ (&amp;M)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>This event has no baccarat competition yet. Add one in the Event tab (Add competition…, game “Baccarat fun table”): its settings give the variant, the packs in the shoe, the starting chips and the tournament&apos;s number of hands.</source>
        <translation>ਇਸ ਈਵੈਂਟ ਵਿੱਚ ਅਜੇ ਕੋਈ ਬਕਾਰਾ ਮੁਕਾਬਲਾ ਨਹੀਂ ਹੈ। ਈਵੈਂਟ ਟੈਬ ਵਿੱਚ ਇੱਕ ਜੋੜੋ (ਮੁਕਾਬਲਾ ਜੋੜੋ…, ਖੇਡ “ਬਕਾਰਾ ਫ਼ਨ ਟੇਬਲ”): ਉਸ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਰੂਪ, ਸ਼ੂ ਵਿੱਚ ਗੱਡੀਆਂ, ਸ਼ੁਰੂਆਤੀ ਚਿੱਪਸ ਅਤੇ ਟੂਰਨਾਮੈਂਟ ਦੀਆਂ ਬਾਜ਼ੀਆਂ ਦੀ ਗਿਣਤੀ ਹੁੰਦੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%s, %d packs in the shoe · hands played: %d</source>
        <translation>%s, ਸ਼ੂ ਵਿੱਚ %d ਗੱਡੀਆਂ · ਖੇਡੀਆਂ ਬਾਜ਼ੀਆਂ: %d</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Nothing was saved: %s</source>
        <translation>ਕੁਝ ਵੀ ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%s takes seat %d.</source>
        <translation>%s ਨੇ ਸੀਟ %d ਲਈ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Remove seat</source>
        <translation>ਸੀਟ ਹਟਾਓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s leaves seat %d with %s chips. Remove the seat?</source>
        <translation>%s ਸੀਟ %d ਤੋਂ %s ਚਿੱਪਸ ਲੈ ਕੇ ਉੱਠ ਰਿਹਾ ਹੈ। ਸੀਟ ਹਟਾਉਣੀ ਹੈ?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s left seat %d with %s chips.</source>
        <translation>%s ਸੀਟ %d ਤੋਂ %s ਚਿੱਪਸ ਲੈ ਕੇ ਉੱਠ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%s taken back.</source>
        <translation>%s ਵਾਪਸ ਲਿਆ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hand %d settled: %s; %d bets settled.</source>
        <translation>ਬਾਜ਼ੀ %d ਨਿਪਟ ਗਈ: %s; %d ਸ਼ਰਤਾਂ ਨਿਪਟਾਈਆਂ ਗਈਆਂ।</translation>
    </message>
</context>
<context>
    <name>BaccaratSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/baccarat/description.py" line="+30"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>ਬੈਂਕਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie</source>
        <translation>ਬਰਾਬਰ (ਟਾਈ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Pair</source>
        <translation>ਖਿਡਾਰੀ ਪੇਅਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>ਬੈਂਕਰ ਪੇਅਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Player</source>
        <translation>ਖਿਡਾਰੀ &apos;ਤੇ ਡਰੈਗਨ ਬੋਨਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Banker</source>
        <translation>ਬੈਂਕਰ &apos;ਤੇ ਡਰੈਗਨ ਬੋਨਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ਡਰੈਗਨ 7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets</source>
        <translation>ਸ਼ਰਤਾਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet on</source>
        <translation>ਸ਼ਰਤ ਕਿਸ &apos;ਤੇ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake</source>
        <translation>ਰਕਮ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Variant</source>
        <translation>ਰੂਪ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards in dealing order</source>
        <translation>ਵੰਡਣ ਦੇ ਕ੍ਰਮ ਵਿੱਚ ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Packs in the shoe</source>
        <translation>ਸ਼ੂ ਵਿੱਚ ਗੱਡੀਆਂ</translation>
    </message>
</context>
<context>
    <name>BetsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+60"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>ਸ਼ਰਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>ਰਕਮ</translation>
    </message>
</context>
<context>
    <name>BetsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/bets.py" line="+35"/>
        <source>Bets</source>
        <translation>ਸ਼ਰਤਾਂ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 25 or 12.50</source>
        <translation>ਜਿਵੇਂ 25 ਜਾਂ 12.50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place bet</source>
        <translation>ਸ਼ਰਤ ਲਾਓ (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sea&amp;t</source>
        <translation>ਸੀਟ (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bet on</source>
        <translation>ਸ਼ਰਤ ਕਿਸ &apos;ਤੇ (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sta&amp;ke</source>
        <translation>ਰਕਮ (&amp;K)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Withdraw bet</source>
        <translation>ਸ਼ਰਤ ਵਾਪਸ ਲਓ (&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete in the list does the same</source>
        <translation>ਸੂਚੀ ਵਿੱਚ Delete ਦਬਾਉਣ ਨਾਲ ਵੀ ਇਹੀ ਹੁੰਦਾ ਹੈ</translation>
    </message>
</context>
<context>
    <name>BhukharForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bhukhar/description.py" line="+36"/>
        <source>Licence displayed</source>
        <translation>ਲਾਇਸੈਂਸ ਦਿਖਾਇਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence first</source>
        <translation>ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਲਾਇਸੈਂਸ ਦਿਖਾਇਆ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took the Bhukhar</source>
        <translation>Bhukhar ਲਿਆ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed the game</source>
        <translation>ਗੇਮ ਬੰਦ ਕੀਤੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gave a Natodiu</source>
        <translation>Natodiu ਦਿੱਤਾ</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Closed at seven cards</source>
        <translation>ਸੱਤ ਪੱਤਿਆਂ &apos;ਤੇ ਬੰਦ ਕੀਤੀ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sequences</source>
        <translation>ਸੀਕਵੈਂਸ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 8 to ace</source>
        <translation>8 ਤੋਂ ਯੱਕੇ ਤੱਕ ਦੇ ਸੈੱਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 2 to 7</source>
        <translation>2 ਤੋਂ 7 ਤੱਕ ਦੇ ਸੈੱਟ</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cards on the table</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low (2–7)</source>
        <translation>ਛੋਟੇ (2–7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High (8–A)</source>
        <translation>ਵੱਡੇ (8–A)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards in hand</source>
        <translation>ਹੱਥ ਵਿਚਲੇ ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game ended by</source>
        <translation>ਗੇਮ ਕਿਵੇਂ ਖ਼ਤਮ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed by a team</source>
        <translation>ਕਿਸੇ ਟੀਮ ਨੇ ਬੰਦ ਕੀਤੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>ਸਟਾਕ ਮੁੱਕ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>ਸਮਾਂ ਪੂਰਾ ਹੋ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties written on the sheet (rule 19)</source>
        <translation>ਸ਼ੀਟ &apos;ਤੇ ਲਿਖੀਆਂ ਪੈਨਲਟੀਆਂ (ਨਿਯਮ 19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>ਟੀਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>ਪੁਆਇੰਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>ਨਿਯਮ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>ਨੋਟ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a penalty &amp;line</source>
        <translation>ਪੈਨਲਟੀ ਦੀ ਲਾਈਨ ਜੋੜੋ (&amp;L)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>rule, e.g. 19.3</source>
        <translation>ਨਿਯਮ, ਜਿਵੇਂ 19.3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>ਨੋਟ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove</source>
        <translation>ਹਟਾਓ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s · Master %s · Bonus %s</source>
        <translation>ਸਕੋਰ %s · ਮਾਸਟਰ %s · ਬੋਨਸ %s</translation>
    </message>
</context>
<context>
    <name>BoardCorner</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/board_corner.py" line="+25"/>
        <source>Your table on your phone</source>
        <translation>ਆਪਣਾ ਟੇਬਲ ਆਪਣੇ ਫ਼ੋਨ &apos;ਤੇ</translation>
    </message>
</context>
<context>
    <name>BukharoForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bukharo/description.py" line="+28"/>
        <source>Passport on the table</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਪਾਸਪੋਰਟ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Seven-card groups</source>
        <translation>ਸੱਤ ਪੱਤਿਆਂ ਦੇ ਗਰੁੱਪ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sequences without a trump</source>
        <translation>ਟਰੰਪ ਤੋਂ ਬਿਨਾਂ ਸੀਕਵੈਂਸ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences with a trump</source>
        <translation>ਟਰੰਪ ਵਾਲੇ ਸੀਕਵੈਂਸ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>ਸੈੱਟ</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Cards in other open groups</source>
        <translation>ਹੋਰ ਖੁੱਲ੍ਹੇ ਗਰੁੱਪਾਂ ਵਿਚਲੇ ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Low (2–7)</source>
        <translation>ਛੋਟੇ (2–7)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>High (8–K)</source>
        <translation>ਵੱਡੇ (8–K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>ਯੱਕੇ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trumps (2s as jokers)</source>
        <translation>ਟਰੰਪ (ਜੋਕਰ ਵਜੋਂ ਦੁੱਕੀਆਂ)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Cards in hand</source>
        <translation>ਹੱਥ ਵਿਚਲੇ ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Low (3–7)</source>
        <translation>ਛੋਟੇ (3–7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2s (trumps)</source>
        <translation>ਦੁੱਕੀਆਂ (ਟਰੰਪ)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bukharos</source>
        <translation>Bukharo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>First Bukharo</source>
        <translation>ਪਹਿਲਾ Bukharo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Bukharo</source>
        <translation>ਦੂਜਾ Bukharo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game ended by</source>
        <translation>ਗੇਮ ਕਿਵੇਂ ਖ਼ਤਮ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>second Bukharo</source>
        <translation>ਦੂਜਾ Bukharo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>ਸਟਾਕ ਮੁੱਕ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>ਸਮਾਂ ਪੂਰਾ ਹੋ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s</source>
        <translation>ਸਕੋਰ %s</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="+102"/>
        <source>Type a name or scan a badge, then Enter</source>
        <translation>ਨਾਮ ਲਿਖੋ ਜਾਂ ਬੈਜ ਸਕੈਨ ਕਰੋ, ਫਿਰ Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Undo a check-in…</source>
        <translation>ਚੈੱਕ-ਇਨ ਵਾਪਸ ਲਓ (&amp;U)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Checked in: %d of %d players</source>
        <translation>ਚੈੱਕ-ਇਨ ਹੋਏ: %d / %d ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players matching what you typed: Enter or a double-click checks one in.</source>
        <translation>ਤੁਹਾਡੇ ਲਿਖੇ ਨਾਲ ਮਿਲਦੇ ਖਿਡਾਰੀ: Enter ਜਾਂ ਡਬਲ-ਕਲਿੱਕ ਨਾਲ ਚੈੱਕ-ਇਨ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The latest check-ins, newest first: choose one to undo it.</source>
        <translation>ਤਾਜ਼ਾ ਚੈੱਕ-ਇਨ, ਸਭ ਤੋਂ ਨਵਾਂ ਪਹਿਲਾਂ: ਵਾਪਸ ਲੈਣ ਲਈ ਇੱਕ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is checked in yet. Type a name or scan a badge above.</source>
        <translation>ਹਾਲੇ ਕਿਸੇ ਦਾ ਚੈੱਕ-ਇਨ ਨਹੀਂ ਹੋਇਆ। ਉੱਪਰ ਨਾਂ ਲਿਖੋ ਜਾਂ ਬੈਜ ਸਕੈਨ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%s (player %d) was already checked in at %s.</source>
        <translation>%s (ਖਿਡਾਰੀ %d) ਦਾ ਚੈੱਕ-ਇਨ ਪਹਿਲਾਂ ਹੀ %s ਵਜੇ ਹੋ ਚੁੱਕਾ ਸੀ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ %s (player %d) checked in — %s.</source>
        <translation>✓ %s (ਖਿਡਾਰੀ %d) ਦਾ ਚੈੱਕ-ਇਨ ਹੋ ਗਿਆ — %s।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late for %s: tell the draw desk.</source>
        <translation>%s ਲਈ ਲੇਟ: ਡਰਾਅ ਡੈਸਕ ਨੂੰ ਦੱਸੋ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not admitted: %s</source>
        <translation>ਦਾਖ਼ਲਾ ਨਹੀਂ ਮਿਲਿਆ: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Find the checked-in player first (type the name or number).</source>
        <translation>ਪਹਿਲਾਂ ਚੈੱਕ-ਇਨ ਹੋਇਆ ਖਿਡਾਰੀ ਲੱਭੋ (ਨਾਮ ਜਾਂ ਨੰਬਰ ਲਿਖੋ)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Undo check-in</source>
        <translation>ਚੈੱਕ-ਇਨ ਵਾਪਸ ਲਓ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Take back the check-in of %s (player %d)?</source>
        <translation>ਕੀ %s (ਖਿਡਾਰੀ %d) ਦਾ ਚੈੱਕ-ਇਨ ਵਾਪਸ ਲੈਣਾ ਹੈ?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The check-in of %s was taken back.</source>
        <translation>%s ਦਾ ਚੈੱਕ-ਇਨ ਵਾਪਸ ਲੈ ਲਿਆ ਗਿਆ।</translation>
    </message>
</context>
<context>
    <name>ColumnsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/columns.py" line="+82"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;ਨਤੀਜਾ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+116"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+199"/>
        <source>Not a valid sheet yet: see the notes at the foot of the form (fields framed in red).</source>
        <translation>ਸ਼ੀਟ ਹਾਲੇ ਠੀਕ ਨਹੀਂ: ਫ਼ਾਰਮ ਦੇ ਹੇਠਾਂ ਨੋਟ ਵੇਖੋ (ਲਾਲ ਘੇਰੇ ਵਾਲੇ ਖ਼ਾਨੇ)।</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+8"/>
        <source>A tie.</source>
        <translation>ਬਰਾਬਰੀ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+2"/>
        <source>Winner: %s</source>
        <translation>ਜੇਤੂ: %s</translation>
    </message>
</context>
<context>
    <name>CompetitionChecks</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="+92"/>
        <source>%s  — full (EV-2)</source>
        <translation>%s  — ਭਰ ਗਿਆ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+35"/>
        <source>Add competition</source>
        <translation>ਮੁਕਾਬਲਾ ਜੋੜੋ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name</source>
        <translation>ਨਾਮ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>ਖੇਡ (&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings (the defaults follow the rules handed out):</source>
        <translation>ਸੈਟਿੰਗਾਂ (ਮੂਲ ਮੁੱਲ ਵੰਡੇ ਗਏ ਨਿਯਮਾਂ ਅਨੁਸਾਰ ਹਨ):</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="+114"/>
        <source>none</source>
        <translation>ਕੋਈ ਨਹੀਂ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+26"/>
        <source>Give the competition a name.</source>
        <translation>ਮੁਕਾਬਲੇ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
</context>
<context>
    <name>CompetitionsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+44"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ਖੇਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>ਸੈਟਿੰਗਾਂ</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/conflict.py" line="+30"/>
        <source>(nothing stored)</source>
        <translation>(ਕੁਝ ਵੀ ਸਾਂਭਿਆ ਨਹੀਂ)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The sheet was changed at another desk</source>
        <translation>ਸ਼ੀਟ ਕਿਸੇ ਹੋਰ ਡੈਸਕ &apos;ਤੇ ਬਦਲੀ ਗਈ ਸੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. Choose which version to keep; nothing is saved until you do.</source>
        <translation>। ਚੁਣੋ ਕਿ ਕਿਹੜਾ ਰੂਪ ਰੱਖਣਾ ਹੈ; ਜਦ ਤੱਕ ਤੁਸੀਂ ਨਹੀਂ ਚੁਣਦੇ, ਕੁਝ ਵੀ ਸੇਵ ਨਹੀਂ ਹੁੰਦਾ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>yours</source>
        <translation>ਤੁਹਾਡਾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theirs</source>
        <translation>ਉਹਨਾਂ ਦਾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Yours (in the form)&lt;/b&gt;</source>
        <translation>&lt;b&gt;ਤੁਹਾਡਾ (ਫ਼ਾਰਮ ਵਿੱਚ)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Theirs (stored now)&lt;/b&gt;</source>
        <translation>&lt;b&gt;ਉਹਨਾਂ ਦਾ (ਹੁਣ ਸਾਂਭਿਆ ਹੋਇਆ)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;mine over theirs</source>
        <translation>ਉਹਨਾਂ ਦੇ ਉੱਤੇ ਮੇਰਾ ਸੇਵ ਕਰੋ (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take &amp;theirs into the form</source>
        <translation>ਉਹਨਾਂ ਦਾ ਫ਼ਾਰਮ ਵਿੱਚ ਲਿਆਓ (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep editing</source>
        <translation>ਸੋਧਣਾ ਜਾਰੀ ਰੱਖੋ (&amp;K)</translation>
    </message>
</context>
<context>
    <name>CountsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+225"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ਖੇਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ਟੀਮਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>ਹਾਜ਼ਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries / capacity</source>
        <translation>ਦਾਖ਼ਲੇ / ਸਮਰੱਥਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>ਆਖ਼ਰੀ ਤਾਰੀਖ਼</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>ਕੋਈ ਹੱਦ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s teams</source>
        <translation>%s / %s ਟੀਮਾਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s players</source>
        <translation>%s / %s ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — full (EV-2)</source>
        <translation> — ਭਰ ਗਿਆ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../cardnight_desk/gui/crash_guard.py" line="+71"/>
        <source>Not saved: %s.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s।</translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/dealing.py" line="+38"/>
        <source>The deal</source>
        <translation>ਵੰਡ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card (10H) + Enter, or a whole hand: 4S KD AC 6H</source>
        <translation>ਇੱਕ ਪੱਤਾ (10H) + Enter, ਜਾਂ ਪੂਰੀ ਬਾਜ਼ੀ: 4S KD AC 6H</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Card</source>
        <translation>ਪੱਤਾ (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>ਵੰਡੋ (&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Undo last card</source>
        <translation>ਆਖ਼ਰੀ ਪੱਤਾ ਵਾਪਸ ਲਓ (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace in the empty card field does the same</source>
        <translation>ਖ਼ਾਲੀ ਪੱਤੇ ਵਾਲੇ ਖ਼ਾਨੇ ਵਿੱਚ Backspace ਦਬਾਉਣ ਨਾਲ ਵੀ ਇਹੀ ਹੁੰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settle hand</source>
        <translation>ਬਾਜ਼ੀ ਨਿਪਟਾਓ (&amp;S)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament over</source>
        <translation>ਟੂਰਨਾਮੈਂਟ ਖ਼ਤਮ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All the tournament&apos;s hands have been played.</source>
        <translation>ਟੂਰਨਾਮੈਂਟ ਦੀਆਂ ਸਾਰੀਆਂ ਬਾਜ਼ੀਆਂ ਖੇਡੀਆਂ ਜਾ ਚੁੱਕੀਆਂ ਹਨ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banker</source>
        <translation>ਬੈਂਕਰ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s (seat %d)</source>
        <translation>%s (ਸੀਟ %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Midi: the Player cards go to %s, the Banker cards to %s.</source>
        <translation>ਮਿਡੀ: ਖਿਡਾਰੀ ਦੇ ਹੱਥ ਦੇ ਪੱਤੇ %s ਨੂੰ, ਬੈਂਕਰ ਦੇ ਹੱਥ ਦੇ ਪੱਤੇ %s ਨੂੰ ਜਾਂਦੇ ਹਨ।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settle the hand (Alt+S) before the next one.</source>
        <translation>ਅਗਲੀ ਬਾਜ਼ੀ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਬਾਜ਼ੀ ਨਿਪਟਾਓ (Alt+S)।</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click a rank first, then its suit.</source>
        <translation>ਪਹਿਲਾਂ ਰੈਂਕ &apos;ਤੇ ਕਲਿੱਕ ਕਰੋ, ਫਿਰ ਉਸ ਦੇ ਸੂਟ &apos;ਤੇ।</translation>
    </message>
</context>
<context>
    <name>DisplaysArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/area.py" line="+51"/>
        <source>Displays for a second screen</source>
        <translation>ਦੂਜੀ ਸਕਰੀਨ ਲਈ ਡਿਸਪਲੇ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s a page</source>
        <translation> ਸਕਿੰਟ ਪ੍ਰਤੀ ਪੰਨਾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Screen</source>
        <translation>ਸਕਰੀਨ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board pages change every</source>
        <translation>ਬੋਰਡ ਦੇ ਪੰਨੇ ਬਦਲਣ ਦਾ ਸਮਾਂ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the &amp;standings board</source>
        <translation>ਦਰਜਾਬੰਦੀ ਬੋਰਡ ਖੋਲ੍ਹੋ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the board</source>
        <translation>ਬੋਰਡ ਬੰਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an announcement for the board, then Enter</source>
        <translation>ਬੋਰਡ ਲਈ ਕੋਈ ਐਲਾਨ, ਫਿਰ Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add</source>
        <translation>ਜੋੜੋ (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>ਹਟਾਓ (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Announcements</source>
        <translation>ਐਲਾਨ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No announcements yet. Type one above (&quot;Round 3 starts at 8:15&quot;, &quot;Dinner is served&quot;) and press Enter: the standings board shows each on a page of its own, between the standings and the seating, until it is removed here.</source>
        <translation>ਹਾਲੇ ਕੋਈ ਐਲਾਨ ਨਹੀਂ। ਉੱਪਰ ਇੱਕ ਲਿਖੋ (&quot;ਰਾਊਂਡ 3 8:15 ਵਜੇ ਸ਼ੁਰੂ ਹੋਵੇਗਾ&quot;, &quot;ਖਾਣਾ ਤਿਆਰ ਹੈ&quot;) ਅਤੇ Enter ਦਬਾਓ: ਦਰਜਾਬੰਦੀ ਬੋਰਡ ਹਰ ਐਲਾਨ ਨੂੰ ਉਸ ਦੇ ਆਪਣੇ ਪੰਨੇ &apos;ਤੇ, ਦਰਜਾਬੰਦੀ ਅਤੇ ਸੀਟਾਂ ਦੇ ਵਿਚਕਾਰ ਦਿਖਾਉਂਦਾ ਹੈ, ਜਦੋਂ ਤੱਕ ਉਸ ਨੂੰ ਇੱਥੋਂ ਹਟਾਇਆ ਨਾ ਜਾਵੇ।</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen %1: %2 (%3)</source>
        <translation>ਸਕਰੀਨ %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Screen %1 (%2)</source>
        <translation>ਸਕਰੀਨ %1 (%2)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>the announcement “%s”, typed and not put up</source>
        <translation>ਐਲਾਨ “%s”, ਲਿਖਿਆ ਪਰ ਵਿਖਾਇਆ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Announcement not kept</source>
        <translation>ਐਲਾਨ ਸੰਭਾਲਿਆ ਨਹੀਂ ਗਿਆ</translation>
    </message>
</context>
<context>
    <name>DoubleEntrySaving</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/double_entry.py" line="+39"/>
        <source>First entry corrected; it still waits for a second, blind entry.</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਠੀਕ ਕੀਤੀ ਗਈ; ਇਸ ਨੂੰ ਅਜੇ ਵੀ ਦੂਜੀ, ਬਿਨਾਂ ਦੇਖੇ ਕੀਤੀ ਐਂਟਰੀ ਦੀ ਉਡੀਕ ਹੈ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored. It needs a second, blind entry.</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਸਾਂਭੀ ਗਈ। ਇਸ ਨੂੰ ਦੂਜੀ, ਬਿਨਾਂ ਦੇਖੇ ਕੀਤੀ ਐਂਟਰੀ ਚਾਹੀਦੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both entries agree: the sheet is confirmed.</source>
        <translation>ਦੋਵੇਂ ਐਂਟਰੀਆਂ ਮਿਲਦੀਆਂ ਹਨ: ਸ਼ੀਟ ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the first entry has %s</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਵਿੱਚ %s ਹੈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s: first entry %s, this entry %s</source>
        <translation>%s: ਪਹਿਲੀ ਐਂਟਰੀ %s, ਇਹ ਐਂਟਰੀ %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;The two entries differ&lt;/b&gt; — check the paper sheet:&lt;br&gt;</source>
        <translation>&lt;b&gt;ਦੋਵੇਂ ਐਂਟਰੀਆਂ ਵੱਖਰੀਆਂ ਹਨ&lt;/b&gt; — ਕਾਗ਼ਜ਼ੀ ਸ਼ੀਟ ਦੇਖੋ:&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not confirmed: the entries differ at 1 field. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ: ਐਂਟਰੀਆਂ 1 ਖ਼ਾਨੇ ਵਿੱਚ ਵੱਖਰੀਆਂ ਹਨ। ਇਹ ਐਂਟਰੀ ਠੀਕ ਕਰਕੇ ਦੁਬਾਰਾ ਸੇਵ ਕਰੋ, ਜਾਂ, ਜੇ ਕਾਗ਼ਜ਼ੀ ਸ਼ੀਟ ਦੱਸਦੀ ਹੈ ਕਿ ਪਹਿਲੀ ਐਂਟਰੀ ਗ਼ਲਤ ਹੈ, ਤਾਂ ਉਸ ਨੂੰ ਬਦਲ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not confirmed: the entries differ at %s fields. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ: ਐਂਟਰੀਆਂ %s ਖ਼ਾਨਿਆਂ ਵਿੱਚ ਵੱਖਰੀਆਂ ਹਨ। ਇਹ ਐਂਟਰੀ ਠੀਕ ਕਰਕੇ ਦੁਬਾਰਾ ਸੇਵ ਕਰੋ, ਜਾਂ, ਜੇ ਕਾਗ਼ਜ਼ੀ ਸ਼ੀਟ ਦੱਸਦੀ ਹੈ ਕਿ ਪਹਿਲੀ ਐਂਟਰੀ ਗ਼ਲਤ ਹੈ, ਤਾਂ ਉਸ ਨੂੰ ਬਦਲ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not replaced: %s. Your entry is still in the form.</source>
        <translation>ਬਦਲੀ ਨਹੀਂ ਗਈ: %s। ਤੁਹਾਡੀ ਐਂਟਰੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your entry is now the first entry; it needs another blind entry.</source>
        <translation>ਹੁਣ ਤੁਹਾਡੀ ਐਂਟਰੀ ਪਹਿਲੀ ਐਂਟਰੀ ਹੈ; ਇਸ ਨੂੰ ਇੱਕ ਹੋਰ ਬਿਨਾਂ ਦੇਖੇ ਕੀਤੀ ਐਂਟਰੀ ਚਾਹੀਦੀ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>DrawsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/area.py" line="+41"/>
        <source>knockout</source>
        <extracomment>How a round was drawn: knockout (elimination)</extracomment>
        <translation>ਨਾਕਆਊਟ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Swiss</source>
        <extracomment>How a round was drawn: Swiss pairing</extracomment>
        <translation>ਸਵਿੱਸ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round robin</source>
        <extracomment>How a round was drawn: everyone plays everyone</extracomment>
        <translation>ਰਾਊਂਡ ਰੌਬਿਨ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rummy tables</source>
        <extracomment>How a round was drawn: rummy tables</extracomment>
        <translation>ਰੰਮੀ ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>random</source>
        <translation>ਬੇਤਰਤੀਬ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw next round</source>
        <translation>ਅਗਲੇ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਕੱਢੋ (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redraw this round…</source>
        <translation>ਇਸ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਦੁਬਾਰਾ ਕੱਢੋ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry &amp;links…</source>
        <translation>ਐਂਟਰੀ ਲਿੰਕ… (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each side&apos;s link to enter the chosen table&apos;s score sheet on a phone</source>
        <translation>ਚੁਣੇ ਟੇਬਲ ਦੀ ਸਕੋਰ ਸ਼ੀਟ ਫ਼ੋਨ &apos;ਤੇ ਭਰਨ ਲਈ ਹਰ ਪਾਸੇ ਦਾ ਲਿੰਕ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>ਰਾਊਂਡ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>ਸੀਡ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table / seat</source>
        <translation>ਟੇਬਲ / ਸੀਟ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team / side</source>
        <translation>ਟੀਮ / ਪਾਸਾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sheet number</source>
        <translation>ਸ਼ੀਟ ਨੰਬਰ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find a player or team…</source>
        <translation>ਖਿਡਾਰੀ ਜਾਂ ਟੀਮ ਲੱਭੋ…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;wap</source>
        <translation>ਅਦਲਾ-ਬਦਲੀ (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="+3"/>
        <source>Find</source>
        <translation>ਲੱਭੋ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap</source>
        <translation>ਅਦਲਾ-ਬਦਲੀ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Add a Bhukhar, 28, rummy or Bukharo competition in the Event area.</source>
        <translation>ਈਵੈਂਟ ਭਾਗ ਵਿੱਚ Bhukhar, 28, ਰੰਮੀ ਜਾਂ Bukharo ਮੁਕਾਬਲਾ ਜੋੜੋ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+4"/>
        <source>Round %d</source>
        <translation>ਰਾਊਂਡ %d</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../../cardnight_desk/web/words.py" line="+6"/>
        <source>No round drawn yet.</source>
        <translation>ਅਜੇ ਕਿਸੇ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>locked: results are in</source>
        <translation>ਬੰਦ: ਨਤੀਜੇ ਆ ਚੁੱਕੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open: can be redrawn or swapped</source>
        <translation>ਖੁੱਲ੍ਹਾ: ਦੁਬਾਰਾ ਡਰਾਅ ਜਾਂ ਅਦਲਾ-ਬਦਲੀ ਹੋ ਸਕਦੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>ਕੋਈ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 (%2, seed %3) — %4. Byes: %5</source>
        <translation>ਰਾਊਂਡ %1 (%2, ਸੀਡ %3) — %4। ਬਾਈ: %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ਟੇਬਲ %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side %s</source>
        <translation>ਪਾਸਾ %s</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Seat %d</source>
        <translation>ਸੀਟ %d</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No entry links</source>
        <translation>ਕੋਈ ਐਂਟਰੀ ਲਿੰਕ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the seed %s, typed for the next draw</source>
        <translation>ਅਗਲੇ ਡਰਾਅ ਲਈ ਲਿਖਿਆ ਬੀਜ %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number (or blank for a random one)</source>
        <translation>ਸੀਡ ਪੂਰਾ ਅੰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ (ਜਾਂ ਬੇਤਰਤੀਬ ਸੀਡ ਲਈ ਖ਼ਾਲੀ ਛੱਡੋ)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round not drawn</source>
        <translation>ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Redraw round</source>
        <translation>ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਦੁਬਾਰਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw round %d again? Its tables and seats will be replaced.</source>
        <translation>ਕੀ ਰਾਊਂਡ %d ਦਾ ਡਰਾਅ ਦੁਬਾਰਾ ਕੱਢਣਾ ਹੈ? ਇਸ ਦੇ ਟੇਬਲ ਅਤੇ ਸੀਟਾਂ ਬਦਲ ਦਿੱਤੀਆਂ ਜਾਣਗੀਆਂ।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round not redrawn</source>
        <translation>ਰਾਊਂਡ ਦਾ ਦੁਬਾਰਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Swap with warnings</source>
        <translation>ਚੇਤਾਵਨੀਆਂ ਸਮੇਤ ਅਦਲਾ-ਬਦਲੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This swap:
%s

Swap anyway? It will be noted in the history.</source>
        <translation>ਇਹ ਅਦਲਾ-ਬਦਲੀ:
%s

ਫਿਰ ਵੀ ਅਦਲਾ-ਬਦਲੀ ਕਰਨੀ ਹੈ? ਇਹ ਇਤਿਹਾਸ ਵਿੱਚ ਦਰਜ ਹੋਵੇਗੀ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not swapped</source>
        <translation>ਅਦਲਾ-ਬਦਲੀ ਨਹੀਂ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not found in this round</source>
        <translation>ਇਸ ਰਾਊਂਡ ਵਿੱਚ ਨਹੀਂ ਮਿਲਿਆ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1, seat %2</source>
        <translation>ਟੇਬਲ %1, ਸੀਟ %2</translation>
    </message>
</context>
<context>
    <name>EntriesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+23"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered</source>
        <translation>ਦਾਖ਼ਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting stack</source>
        <translation>ਸ਼ੁਰੂਆਤੀ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>ਸਥਿਤੀ</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+61"/>
        <source>Score sheet</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You enter the sheet for %s.</source>
        <translation>ਤੁਸੀਂ %s ਵੱਲੋਂ ਸ਼ੀਟ ਭਰ ਰਹੇ ਹੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side of the table enters the same sheet; once they agree, it goes to the desk.</source>
        <translation>ਟੇਬਲ ਦਾ ਹਰ ਪਾਸਾ ਉਹੀ ਸ਼ੀਟ ਭਰਦਾ ਹੈ; ਦੋਵੇਂ ਮਿਲਣ &apos;ਤੇ ਇਹ ਡੈਸਕ ਕੋਲ ਜਾਂਦੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the sheet</source>
        <translation>ਸ਼ੀਟ ਭੇਜੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>ਭੇਜੀ ਜਾ ਰਹੀ ਹੈ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>ਚੁਣੋ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a line</source>
        <translation>ਇੱਕ ਲਾਈਨ ਜੋੜੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>ਹਟਾਓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sent from this phone yet.</source>
        <translation>ਇਸ ਫ਼ੋਨ ਤੋਂ ਅਜੇ ਕੁਝ ਨਹੀਂ ਭੇਜਿਆ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored. Waiting for the other side&apos;s sheet.</source>
        <translation>ਤੁਹਾਡੀ ਸ਼ੀਟ ਸੇਵ ਹੋ ਗਈ ਹੈ। ਦੂਜੇ ਪਾਸੇ ਦੀ ਸ਼ੀਟ ਦੀ ਉਡੀਕ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored, but the sides&apos; sheets differ in the marked fields: check them together.</source>
        <translation>ਤੁਹਾਡੀ ਸ਼ੀਟ ਸੇਵ ਹੋ ਗਈ ਹੈ, ਪਰ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨਿਆਂ ਵਿੱਚ ਦੋਵਾਂ ਪਾਸਿਆਂ ਦੀਆਂ ਸ਼ੀਟਾਂ ਵੱਖਰੀਆਂ ਹਨ: ਇਕੱਠੇ ਜਾਂਚੋ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both sides agree: the sheet is at the desk.</source>
        <translation>ਦੋਵੇਂ ਪਾਸੇ ਸਹਿਮਤ ਹਨ: ਸ਼ੀਟ ਡੈਸਕ ਕੋਲ ਪਹੁੰਚ ਗਈ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The desk has confirmed this table&apos;s sheet:</source>
        <translation>ਡੈਸਕ ਨੇ ਇਸ ਟੇਬਲ ਦੀ ਸ਼ੀਟ ਦੀ ਪੁਸ਼ਟੀ ਕਰ ਦਿੱਤੀ ਹੈ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this sheet: see the marked fields.</source>
        <translation>ਨਿਯਮ ਇਹ ਸ਼ੀਟ ਨਹੀਂ ਮੰਨਦੇ: ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨੇ ਵੇਖੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side wrote something else here.</source>
        <translation>ਦੂਜੇ ਪਾਸੇ ਨੇ ਇੱਥੇ ਕੁਝ ਹੋਰ ਲਿਖਿਆ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: the desk cannot be reached. Trying again…</source>
        <translation>ਨਹੀਂ ਭੇਜੀ ਗਈ: ਡੈਸਕ ਤੱਕ ਪਹੁੰਚ ਨਹੀਂ ਹੋ ਸਕੀ। ਫਿਰ ਕੋਸ਼ਿਸ਼ ਹੋ ਰਹੀ ਹੈ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: reload the page and send it again.</source>
        <translation>ਨਹੀਂ ਭੇਜੀ ਗਈ: ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ ਅਤੇ ਫਿਰ ਭੇਜੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a sheet: ask the desk.</source>
        <translation>ਇਹ ਲਿੰਕ ਹੁਣ ਕੋਈ ਸ਼ੀਟ ਨਹੀਂ ਖੋਲ੍ਹਦਾ: ਡੈਸਕ ਤੋਂ ਪੁੱਛੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>ਹਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bust report</source>
        <extracomment>the words that differ on a poker player&apos;s page, where two players of the table report who went out</extracomment>
        <translation>ਬਾਹਰ ਹੋਣ ਦੀ ਰਿਪੋਰਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You report your table&apos;s busts as %s.</source>
        <translation>ਤੁਸੀਂ ਆਪਣੇ ਟੇਬਲ ਦੇ ਬਾਹਰ ਹੋਏ ਖਿਡਾਰੀ %s ਵਜੋਂ ਦੱਸਦੇ ਹੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report who went out at your table; once two players of the table agree, it goes to the desk.</source>
        <translation>ਦੱਸੋ ਕਿ ਤੁਹਾਡੇ ਟੇਬਲ &apos;ਤੇ ਕੌਣ ਬਾਹਰ ਹੋਇਆ; ਟੇਬਲ ਦੇ ਦੋ ਖਿਡਾਰੀ ਸਹਿਮਤ ਹੁੰਦੇ ਹੀ ਇਹ ਡੈਸਕ ਕੋਲ ਜਾਂਦੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send the report</source>
        <translation>ਰਿਪੋਰਟ ਭੇਜੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your report is stored. Waiting for another player of the table to send the same.</source>
        <translation>ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਸੇਵ ਹੋ ਗਈ ਹੈ। ਟੇਬਲ ਦੇ ਕਿਸੇ ਹੋਰ ਖਿਡਾਰੀ ਵੱਲੋਂ ਉਹੀ ਰਿਪੋਰਟ ਭੇਜਣ ਦੀ ਉਡੀਕ ਹੈ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your report is stored, but another player&apos;s differs in the marked fields: check them together.</source>
        <translation>ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਸੇਵ ਹੋ ਗਈ ਹੈ, ਪਰ ਕਿਸੇ ਹੋਰ ਖਿਡਾਰੀ ਦੀ ਰਿਪੋਰਟ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨਿਆਂ ਵਿੱਚ ਵੱਖਰੀ ਹੈ: ਇਕੱਠੇ ਜਾਂਚੋ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players agree: the report is at the desk.</source>
        <translation>ਦੋ ਖਿਡਾਰੀ ਸਹਿਮਤ ਹਨ: ਰਿਪੋਰਟ ਡੈਸਕ ਕੋਲ ਪਹੁੰਚ ਗਈ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are out. The desk has recorded your bust:</source>
        <translation>ਤੁਸੀਂ ਬਾਹਰ ਹੋ। ਡੈਸਕ ਨੇ ਤੁਹਾਡਾ ਬਾਹਰ ਹੋਣਾ ਦਰਜ ਕਰ ਲਿਆ ਹੈ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this report: see the marked fields.</source>
        <translation>ਨਿਯਮ ਇਹ ਰਿਪੋਰਟ ਨਹੀਂ ਮੰਨਦੇ: ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨੇ ਵੇਖੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player wrote something else here.</source>
        <translation>ਕਿਸੇ ਹੋਰ ਖਿਡਾਰੀ ਨੇ ਇੱਥੇ ਕੁਝ ਹੋਰ ਲਿਖਿਆ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a report: ask the desk.</source>
        <translation>ਇਹ ਲਿੰਕ ਹੁਣ ਕੋਈ ਰਿਪੋਰਟ ਨਹੀਂ ਖੋਲ੍ਹਦਾ: ਡੈਸਕ ਤੋਂ ਪੁੱਛੋ।</translation>
    </message>
</context>
<context>
    <name>EntryLinksDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/links.py" line="+54"/>
        <source>Entry links: %1, round %2, table %3</source>
        <translation>ਐਂਟਰੀ ਲਿੰਕ: %1, ਰਾਊਂਡ %2, ਟੇਬਲ %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each side opens its own link on a phone to enter the table&apos;s score sheet.</source>
        <translation>ਟੇਬਲ ਦੀ ਸਕੋਰ ਸ਼ੀਟ ਭਰਨ ਲਈ ਹਰ ਪਾਸਾ ਫ਼ੋਨ &apos;ਤੇ ਆਪਣਾ ਲਿੰਕ ਖੋਲ੍ਹਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The players&apos; page is off: switch it on in Displays for the whole links. Until then each link is the page&apos;s address followed by the path shown.</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਬੰਦ ਹੈ: ਪੂਰੇ ਲਿੰਕਾਂ ਲਈ ਇਸਨੂੰ ਡਿਸਪਲੇ ਵਿੱਚ ਚਾਲੂ ਕਰੋ। ਤਦ ਤੱਕ ਹਰ ਲਿੰਕ ਪੰਨੇ ਦਾ ਪਤਾ ਅਤੇ ਉਸ ਤੋਂ ਬਾਅਦ ਦਿਖਾਇਆ ਪਾਥ ਹੈ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ਟੇਬਲ %s</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Copy</source>
        <translation>ਕਾਪੀ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the link of %s</source>
        <translation>%s ਦਾ ਲਿੰਕ ਕਾਪੀ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Copied: %s</source>
        <translation>ਕਾਪੀ ਹੋ ਗਿਆ: %s</translation>
    </message>
</context>
<context>
    <name>EventNotices</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_notices.py" line="+53"/>
        <source>Open read-only: the desk cannot write to this event&apos;s file or its folder (a read-only medium?). Everything can be looked at and printed, but nothing can be changed: copy the file to a folder you can write to, and open the copy, to carry on.</source>
        <translation>ਸਿਰਫ਼ ਪੜ੍ਹਨ ਲਈ ਖੋਲ੍ਹਿਆ: ਡੈਸਕ ਇਸ ਈਵੈਂਟ ਦੀ ਫ਼ਾਈਲ ਜਾਂ ਉਸਦੇ ਫ਼ੋਲਡਰ ਵਿੱਚ ਲਿਖ ਨਹੀਂ ਸਕਦਾ (ਸ਼ਾਇਦ ਸਿਰਫ਼ ਪੜ੍ਹਨ ਵਾਲਾ ਮਾਧਿਅਮ?)। ਸਭ ਕੁਝ ਵੇਖਿਆ ਅਤੇ ਛਾਪਿਆ ਜਾ ਸਕਦਾ ਹੈ, ਪਰ ਕੁਝ ਵੀ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ: ਅੱਗੇ ਵਧਣ ਲਈ ਫ਼ਾਈਲ ਨੂੰ ਅਜਿਹੇ ਫ਼ੋਲਡਰ ਵਿੱਚ ਕਾਪੀ ਕਰੋ ਜਿੱਥੇ ਤੁਸੀਂ ਲਿਖ ਸਕਦੇ ਹੋ, ਅਤੇ ਉਹ ਕਾਪੀ ਖੋਲ੍ਹੋ।</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>change %1 is the first that does not fit (%2)</source>
        <translation>ਬਦਲਾਅ %1 ਪਹਿਲਾ ਹੈ ਜੋ ਮੇਲ ਨਹੀਂ ਖਾਂਦਾ (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history of this event has been altered outside the desk: %1.</source>
        <translation>ਇਸ ਈਵੈਂਟ ਦਾ ਇਤਿਹਾਸ ਡੈਸਕ ਤੋਂ ਬਾਹਰ ਬਦਲਿਆ ਗਿਆ ਹੈ: %1।</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="+74"/>
        <source>Registration</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>ਡਰਾਅ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>ਸਕੋਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-123"/>
        <source>Standings</source>
        <translation>ਦਰਜਾਬੰਦੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printing</source>
        <translation>ਛਪਾਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays</source>
        <translation>ਡਿਸਪਲੇ</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Waiting for the import, export or printing still running to finish; the event closes then…</source>
        <translation>ਚੱਲ ਰਹੇ ਆਯਾਤ, ਨਿਰਯਾਤ ਜਾਂ ਛਪਾਈ ਦੇ ਪੂਰੇ ਹੋਣ ਦੀ ਉਡੀਕ ਹੈ; ਫਿਰ ਈਵੈਂਟ ਬੰਦ ਹੋਵੇਗਾ…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Closing the event</source>
        <translation>ਈਵੈਂਟ ਬੰਦ ਹੋ ਰਿਹਾ ਹੈ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="+99"/>
        <source>Poker</source>
        <translation>ਪੋਕਰ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../cardnight_desk/web/words.py" line="+2"/>
        <source>Baccarat</source>
        <translation>ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="-125"/>
        <location filename="../../cardnight_desk/web/words.py" line="-4"/>
        <source>Event</source>
        <translation>ਈਵੈਂਟ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="-4"/>
        <source>Open the poker clock</source>
        <translation>ਪੋਕਰ ਘੜੀ ਖੋਲ੍ਹੋ</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/game_words.py" line="+29"/>
        <source>Bhukhar (OAUK)</source>
        <translation>Bhukhar (OAUK)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bukharo (Patel)</source>
        <translation>Bukharo (Patel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rummy (GAMA)</source>
        <translation>ਰੰਮੀ (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 / Irupathiyettu (GAMA)</source>
        <translation>28 / Irupathiyettu (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker freezeout (GAMA)</source>
        <translation>ਪੋਕਰ ਫ੍ਰੀਜ਼ਆਊਟ (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat fun table</source>
        <translation>ਬਕਾਰਾ ਫ਼ਨ ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Youngest age allowed on the event date</source>
        <translation>ਈਵੈਂਟ ਦੀ ਤਾਰੀਖ਼ ਨੂੰ ਘੱਟੋ-ਘੱਟ ਉਮਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration needs the desk&apos;s community-eligibility confirmation</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਲਈ ਡੈਸਕ ਵੱਲੋਂ ਭਾਈਚਾਰਕ ਯੋਗਤਾ ਦੀ ਪੁਸ਼ਟੀ ਲੋੜੀਂਦੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last day registration is open</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਖੁੱਲ੍ਹੀ ਰਹਿਣ ਦਾ ਆਖ਼ਰੀ ਦਿਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most entries accepted</source>
        <translation>ਵੱਧ ਤੋਂ ਵੱਧ ਦਾਖ਼ਲੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets are entered twice, blind, and confirmed when both agree</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟਾਂ ਦੋ ਵਾਰ, ਬਿਨਾਂ ਦੇਖੇ, ਭਰੀਆਂ ਜਾਂਦੀਆਂ ਹਨ ਅਤੇ ਦੋਵੇਂ ਮਿਲਣ &apos;ਤੇ ਪੁਸ਼ਟੀ ਹੁੰਦੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side of a table enters its score sheet on a phone</source>
        <translation>ਟੇਬਲ ਦਾ ਹਰ ਪਾਸਾ ਫ਼ੋਨ &apos;ਤੇ ਆਪਣੀ ਸਕੋਰ ਸ਼ੀਟ ਭਰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How rounds are drawn</source>
        <translation>ਰਾਊਂਡਾਂ ਦਾ ਡਰਾਅ ਕਿਵੇਂ ਕੱਢਿਆ ਜਾਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds of a Swiss league (none: until the organiser closes it)</source>
        <translation>ਸਵਿੱਸ ਲੀਗ ਦੇ ਰਾਊਂਡ (ਕੋਈ ਨਹੀਂ: ਜਦੋਂ ਤੱਕ ਪ੍ਰਬੰਧਕ ਇਸਨੂੰ ਬੰਦ ਨਾ ਕਰੇ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who a penalty&apos;s points go to</source>
        <translation>ਪੈਨਲਟੀ ਦੇ ਪੁਆਇੰਟ ਕਿਸ ਨੂੰ ਜਾਂਦੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of a game in minutes</source>
        <translation>ਇੱਕ ਗੇਮ ਦੀ ਲੰਬਾਈ, ਮਿੰਟਾਂ ਵਿੱਚ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master points a Swiss bye scores</source>
        <translation>ਸਵਿੱਸ ਬਾਈ ਨੂੰ ਮਿਲਣ ਵਾਲੇ ਮਾਸਟਰ ਪੁਆਇੰਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target (150 initial rounds, 230 final)</source>
        <translation>ਬਾਹਰ ਹੋਣ ਦੀ ਹੱਦ (ਮੁੱਢਲੇ ਰਾਊਂਡ 150, ਫ਼ਾਈਨਲ 230)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target at the final table</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ &apos;ਤੇ ਬਾਹਰ ਹੋਣ ਦੀ ਹੱਦ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out when the total exceeds or reaches the target</source>
        <translation>ਜੋੜ ਹੱਦ ਤੱਕ ਪਹੁੰਚਣ ਜਾਂ ਉਸ ਤੋਂ ਵੱਧ ਹੋਣ &apos;ਤੇ ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals in an initial round (none in the final)</source>
        <translation>ਮੁੱਢਲੇ ਰਾਊਂਡ ਵਿੱਚ ਡੀਲਾਂ (ਫ਼ਾਈਨਲ ਵਿੱਚ ਕੋਈ ਨਹੀਂ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players at a rummy table</source>
        <translation>ਰੰਮੀ ਟੇਬਲ &apos;ਤੇ ਵੱਧ ਤੋਂ ਵੱਧ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best runners-up (lowest totals) who also advance</source>
        <translation>ਸਭ ਤੋਂ ਵਧੀਆ ਉਪ-ਜੇਤੂ (ਸਭ ਤੋਂ ਘੱਟ ਜੋੜ ਵਾਲੇ) ਜੋ ਅੱਗੇ ਵੀ ਜਾਂਦੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a third-place match</source>
        <translation>ਤੀਜੇ ਸਥਾਨ ਲਈ ਮੈਚ ਖੇਡੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ਬਲਾਈਂਡ ਢਾਂਚਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting chips</source>
        <translation>ਸ਼ੁਰੂਆਤੀ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize percentages of the paid places</source>
        <translation>ਇਨਾਮ ਵਾਲੇ ਸਥਾਨਾਂ ਦੇ ਇਨਾਮ ਪ੍ਰਤੀਸ਼ਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool in currency units</source>
        <translation>ਕੁੱਲ ਇਨਾਮੀ ਰਕਮ, ਮੁਦਰਾ ਇਕਾਈਆਂ ਵਿੱਚ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at a poker table</source>
        <translation>ਪੋਕਰ ਟੇਬਲ &apos;ਤੇ ਸੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table with fewer players is broken</source>
        <translation>ਇਸ ਤੋਂ ਘੱਟ ਖਿਡਾਰੀਆਂ ਵਾਲਾ ਟੇਬਲ ਤੋੜ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table as soon as the players fit at one table fewer (TDA)</source>
        <translation>ਜਿਵੇਂ ਹੀ ਖਿਡਾਰੀ ਇੱਕ ਟੇਬਲ ਘੱਟ &apos;ਤੇ ਸਮਾ ਸਕਣ, ਇੱਕ ਟੇਬਲ ਤੋੜ ਦਿਓ (TDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baccarat variant</source>
        <translation>ਬਕਾਰਾ ਦਾ ਰੂਪ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs in the shoe</source>
        <translation>ਸ਼ੂ ਵਿੱਚ ਗੱਡੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands before a tournament is ranked by chips</source>
        <translation>ਚਿੱਪਸ ਅਨੁਸਾਰ ਦਰਜਾਬੰਦੀ ਤੋਂ ਪਹਿਲਾਂ ਟੂਰਨਾਮੈਂਟ ਦੀਆਂ ਬਾਜ਼ੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips each seat starts with</source>
        <translation>ਹਰ ਸੀਟ ਦੇ ਸ਼ੁਰੂਆਤੀ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swiss</source>
        <translation>ਸਵਿੱਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round robin</source>
        <translation>ਰਾਊਂਡ ਰੌਬਿਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation>ਨਾਕਆਊਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points go to the opponents</source>
        <translation>ਪੁਆਇੰਟ ਵਿਰੋਧੀਆਂ ਨੂੰ ਜਾਂਦੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points come off the offender</source>
        <translation>ਪੁਆਇੰਟ ਗ਼ਲਤੀ ਕਰਨ ਵਾਲੇ ਦੇ ਕੱਟੇ ਜਾਂਦੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over the target</source>
        <translation>ਹੱਦ ਤੋਂ ਉੱਪਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the target</source>
        <translation>ਹੱਦ &apos;ਤੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini</source>
        <translation>ਮਿਨੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi</source>
        <translation>ਮਿਡੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>ਈ ਜ਼ੀ ਬਕਾਰਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No commission</source>
        <translation>ਬਿਨਾਂ ਕਮਿਸ਼ਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAMA Cards Night 2025 freezeout</source>
        <translation>GAMA ਕਾਰਡ ਨਾਈਟ 2025 ਫ੍ਰੀਜ਼ਆਊਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>ਬੰਦ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: the desk confirms what the sides agree</source>
        <translation>ਚਾਲੂ: ਪਾਸੇ ਜਿਸ &apos;ਤੇ ਸਹਿਮਤ ਹੋਣ, ਡੈਸਕ ਉਸਦੀ ਪੁਸ਼ਟੀ ਕਰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: a sheet both sides agree is confirmed</source>
        <translation>ਚਾਲੂ: ਜਿਸ ਸ਼ੀਟ &apos;ਤੇ ਦੋਵੇਂ ਪਾਸੇ ਸਹਿਮਤ ਹੋਣ, ਉਸਦੀ ਪੁਸ਼ਟੀ ਆਪੇ ਹੁੰਦੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>ਹਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>ਕੋਈ ਆਖ਼ਰੀ ਦਿਨ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>ਕੋਈ ਹੱਦ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> v </source>
        <translation> ਬਨਾਮ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side %s</source>
        <translation>ਪਾਸਾ %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{one} and {other}</source>
        <translation>{one} ਅਤੇ {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule {rule}</source>
        <translation>ਨਿਯਮ {rule}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other team</source>
        <translation>ਦੂਜੀ ਟੀਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points off {offender} — {cite}</source>
        <translation>{offender} ਦੇ {points} ਪੁਆਇੰਟ ਕੱਟੇ — {cite}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points to {others}, the opponents of {offender} — {cite}</source>
        <translation>{points} ਪੁਆਇੰਟ {others} ਨੂੰ, ਜੋ {offender} ਦੇ ਵਿਰੋਧੀ ਹਨ — {cite}</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/guide_window.py" line="+112"/>
        <source>Card Night Desk — user guide</source>
        <translation>Card Night Desk — ਵਰਤੋਂਕਾਰ ਗਾਈਡ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Back</source>
        <translation>&amp;ਪਿੱਛੇ</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="+67"/>
        <source>When</source>
        <translation>ਕਦੋਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>ਕੌਣ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>ਕੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>ਕਿਉਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>ਕਾਰਵਾਈ</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location line="-26"/>
        <source>Everything</source>
        <translation>ਸਭ ਕੁਝ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>ਪੈਨਲਟੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undone changes</source>
        <translation>ਵਾਪਸ ਲਈਆਂ ਤਬਦੀਲੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judges</source>
        <translation>ਜੱਜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions and event</source>
        <translation>ਮੁਕਾਬਲੇ ਅਤੇ ਈਵੈਂਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration and check-in</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਅਤੇ ਚੈੱਕ-ਇਨ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draws</source>
        <translation>ਡਰਾਅ</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>filter: team, table, judge, rule…</source>
        <translation>ਫ਼ਿਲਟਰ: ਟੀਮ, ਟੇਬਲ, ਜੱਜ, ਨਿਯਮ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo the last score change…</source>
        <translation>ਆਖ਼ਰੀ ਸਕੋਰ ਤਬਦੀਲੀ ਵਾਪਸ ਲਓ (&amp;U)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show</source>
        <translation>ਦਿਖਾਓ</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No score change to undo.</source>
        <translation>ਵਾਪਸ ਲੈਣ ਲਈ ਕੋਈ ਸਕੋਰ ਤਬਦੀਲੀ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last score change: %s (%s)%s</source>
        <translation>ਆਖ਼ਰੀ ਸਕੋਰ ਤਬਦੀਲੀ: %s (%s)%s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — needs a judge</source>
        <translation> — ਜੱਜ ਦੀ ਲੋੜ ਹੈ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>who</source>
        <translation>ਕੌਣ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>when</source>
        <translation>ਕਦੋਂ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>ਕਿਉਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before</source>
        <translation>ਪਹਿਲਾਂ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>ਬਾਅਦ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no score change to undo.</source>
        <translation>ਵਾਪਸ ਲੈਣ ਲਈ ਕੋਈ ਸਕੋਰ ਤਬਦੀਲੀ ਨਹੀਂ ਹੈ।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not undone: %s.</source>
        <translation>ਵਾਪਸ ਨਹੀਂ ਲਿਆ ਗਿਆ: %s।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undone: %s</source>
        <translation>ਵਾਪਸ ਲਿਆ ਗਿਆ: %s</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+21"/>
        <source>Event created</source>
        <translation>ਈਵੈਂਟ ਬਣਾਇਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event renamed</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਾਮ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board announcements changed</source>
        <translation>ਬੋਰਡ ਦੀਆਂ ਘੋਸ਼ਣਾਵਾਂ ਬਦਲੀਆਂ ਗਈਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition added</source>
        <translation>ਮੁਕਾਬਲਾ ਜੋੜਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition renamed</source>
        <translation>ਮੁਕਾਬਲੇ ਦਾ ਨਾਮ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition closed</source>
        <translation>ਮੁਕਾਬਲਾ ਬੰਦ ਕੀਤਾ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition reopened</source>
        <translation>ਮੁਕਾਬਲਾ ਮੁੜ ਖੋਲ੍ਹਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition&apos;s settings changed</source>
        <translation>ਮੁਕਾਬਲੇ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਬਦਲੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player registered</source>
        <translation>ਖਿਡਾਰੀ ਰਜਿਸਟਰ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s details changed</source>
        <translation>ਖਿਡਾਰੀ ਦੇ ਵੇਰਵੇ ਬਦਲੇ ਗਏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player renamed</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਨਾਮ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player withdrawn</source>
        <translation>ਖਿਡਾਰੀ ਨੇ ਨਾਮ ਵਾਪਸ ਲਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player checked in</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਚੈੱਕ-ਇਨ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in taken back</source>
        <translation>ਚੈੱਕ-ਇਨ ਵਾਪਸ ਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration admitted by a judge</source>
        <translation>ਜੱਜ ਨੇ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਮਨਜ਼ੂਰ ਕੀਤੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registrations imported</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨਾਂ ਇੰਪੋਰਟ ਕੀਤੀਆਂ ਗਈਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team registered</source>
        <translation>ਟੀਮ ਰਜਿਸਟਰ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players joined a team</source>
        <translation>ਖਿਡਾਰੀ ਟੀਮ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team renamed</source>
        <translation>ਟੀਮ ਦਾ ਨਾਮ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team dissolved</source>
        <translation>ਟੀਮ ਭੰਗ ਕੀਤੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round drawn</source>
        <translation>ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw taken back</source>
        <translation>ਡਰਾਅ ਵਾਪਸ ਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats swapped</source>
        <translation>ਸੀਟਾਂ ਆਪਸ ਵਿੱਚ ਬਦਲੀਆਂ ਗਈਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet entered</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟ ਦਰਜ ਕੀਤੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet confirmed</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟ ਦੀ ਪੁਸ਼ਟੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed sheet changed by a judge</source>
        <translation>ਜੱਜ ਨੇ ਪੁਸ਼ਟ ਸ਼ੀਟ ਬਦਲੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both entries of a sheet agree</source>
        <translation>ਸ਼ੀਟ ਦੀਆਂ ਦੋਵੇਂ ਐਂਟਰੀਆਂ ਮਿਲਦੀਆਂ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side entered its sheet at the table</source>
        <translation>ਇੱਕ ਪਾਸੇ ਨੇ ਟੇਬਲ ਤੋਂ ਆਪਣੀ ਸ਼ੀਟ ਭਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every side at a table entered the same sheet</source>
        <translation>ਟੇਬਲ ਦੇ ਹਰ ਪਾਸੇ ਨੇ ਇੱਕੋ ਜਿਹੀ ਸ਼ੀਟ ਭਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty given</source>
        <translation>ਪੈਨਲਟੀ ਦਿੱਤੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty written on a sheet</source>
        <translation>ਸ਼ੀਟ ਉੱਤੇ ਪੈਨਲਟੀ ਲਿਖੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty taken off a sheet</source>
        <translation>ਸ਼ੀਟ ਤੋਂ ਪੈਨਲਟੀ ਹਟਾਈ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN set</source>
        <translation>ਜੱਜ PIN ਰੱਖਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong judge PIN given</source>
        <translation>ਗ਼ਲਤ ਜੱਜ PIN ਦਿੱਤਾ ਗਿਆ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/history_words.py" line="+9"/>
        <source>Poker: players entered</source>
        <translation>ਪੋਕਰ: ਖਿਡਾਰੀ ਸ਼ਾਮਲ ਕੀਤੇ ਗਏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: seats drawn</source>
        <translation>ਪੋਕਰ: ਸੀਟਾਂ ਦਾ ਡਰਾਅ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: table added</source>
        <translation>ਪੋਕਰ: ਟੇਬਲ ਜੋੜਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: button placed</source>
        <translation>ਪੋਕਰ: ਬਟਨ ਰੱਖਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out</source>
        <translation>ਪੋਕਰ: ਖਿਡਾਰੀ ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player left</source>
        <translation>ਪੋਕਰ: ਖਿਡਾਰੀ ਚਲਾ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out taken back</source>
        <translation>ਪੋਕਰ: ਖਿਡਾਰੀ ਦਾ ਬਾਹਰ ਹੋਣਾ ਵਾਪਸ ਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: players moved</source>
        <translation>ਪੋਕਰ: ਖਿਡਾਰੀਆਂ ਦੇ ਟੇਬਲ ਬਦਲੇ ਗਏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: blind structure changed</source>
        <translation>ਪੋਕਰ: ਬਲਾਈਂਡ ਢਾਂਚਾ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock started</source>
        <translation>ਪੋਕਰ ਘੜੀ ਸ਼ੁਰੂ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock paused</source>
        <translation>ਪੋਕਰ ਘੜੀ ਰੋਕੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock resumed</source>
        <translation>ਪੋਕਰ ਘੜੀ ਮੁੜ ਚੱਲੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved to the next level</source>
        <translation>ਪੋਕਰ ਘੜੀ ਅਗਲੇ ਲੈਵਲ ਉੱਤੇ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved back a level</source>
        <translation>ਪੋਕਰ ਘੜੀ ਇੱਕ ਲੈਵਲ ਪਿੱਛੇ ਗਈ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/history_words.py" line="+9"/>
        <source>Baccarat: player seated</source>
        <translation>ਬਕਾਰਾ: ਖਿਡਾਰੀ ਸੀਟ ਉੱਤੇ ਬੈਠਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: player left the table</source>
        <translation>ਬਕਾਰਾ: ਖਿਡਾਰੀ ਨੇ ਟੇਬਲ ਛੱਡਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: hand settled</source>
        <translation>ਬਕਾਰਾ: ਬਾਜ਼ੀ ਦਾ ਹਿਸਾਬ ਹੋਇਆ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+4"/>
        <source>Undone: %s</source>
        <translation>ਵਾਪਸ ਲਿਆ ਗਿਆ: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>removes the sheet entered, so the table has no sheet again</source>
        <translation>ਦਰਜ ਕੀਤੀ ਸ਼ੀਟ ਹਟ ਜਾਂਦੀ ਹੈ, ਅਤੇ ਟੇਬਲ ਦੀ ਫਿਰ ਕੋਈ ਸ਼ੀਟ ਨਹੀਂ ਰਹਿੰਦੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts back the draft the entry replaced</source>
        <translation>ਇਸ ਐਂਟਰੀ ਨੇ ਜਿਹੜਾ ਡਰਾਫਟ ਬਦਲਿਆ ਸੀ, ਉਹ ਵਾਪਸ ਆ ਜਾਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes the confirmed sheet a draft again (it no longer counts in the standings)</source>
        <translation>ਪੁਸ਼ਟ ਸ਼ੀਟ ਫਿਰ ਡਰਾਫਟ ਬਣ ਜਾਂਦੀ ਹੈ (ਉਹ ਹੁਣ ਦਰਜਾਬੰਦੀ ਵਿੱਚ ਨਹੀਂ ਗਿਣੀ ਜਾਂਦੀ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts back the sheet as it was before the judge&apos;s edit</source>
        <translation>ਜੱਜ ਦੀ ਤਬਦੀਲੀ ਤੋਂ ਪਹਿਲਾਂ ਵਾਲੀ ਸ਼ੀਟ ਵਾਪਸ ਆ ਜਾਂਦੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the penalty off</source>
        <translation>ਪੈਨਲਟੀ ਹਟ ਜਾਂਦੀ ਹੈ</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+187"/>
        <source>Import preview — %s</source>
        <translation>ਇੰਪੋਰਟ ਦੀ ਝਲਕ — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%d rows: %d new players, %d adding competitions to players already here, %d unchanged. %d registrations and %d teams will be stored.</source>
        <translation>%d ਕਤਾਰਾਂ: %d ਨਵੇਂ ਖਿਡਾਰੀ, %d ਪਹਿਲਾਂ ਤੋਂ ਮੌਜੂਦ ਖਿਡਾਰੀਆਂ ਵਿੱਚ ਮੁਕਾਬਲੇ ਜੋੜਦੀਆਂ, %d ਬਿਨਾਂ ਬਦਲਾਅ। %d ਰਜਿਸਟ੍ਰੇਸ਼ਨਾਂ ਅਤੇ %d ਟੀਮਾਂ ਸਾਂਭੀਆਂ ਜਾਣਗੀਆਂ।</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing can be imported: %d rows are refused (in red, with every reason). Fix them in the workbook and import it again; nothing has been stored.</source>
        <translation>ਕੁਝ ਵੀ ਇੰਪੋਰਟ ਨਹੀਂ ਹੋ ਸਕਦਾ: %d ਕਤਾਰਾਂ ਰੱਦ ਹਨ (ਲਾਲ ਰੰਗ ਵਿੱਚ, ਹਰ ਕਾਰਨ ਸਮੇਤ)। ਉਹਨਾਂ ਨੂੰ ਵਰਕਬੁੱਕ ਵਿੱਚ ਠੀਕ ਕਰਕੇ ਦੁਬਾਰਾ ਇੰਪੋਰਟ ਕਰੋ; ਕੁਝ ਵੀ ਸਾਂਭਿਆ ਨਹੀਂ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show only refused rows</source>
        <translation>ਸਿਰਫ਼ ਰੱਦ ਕਤਾਰਾਂ ਦਿਖਾਓ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import</source>
        <translation>ਇੰਪੋਰਟ ਕਰੋ</translation>
    </message>
</context>
<context>
    <name>JudgeActions</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/judge_actions.py" line="+30"/>
        <source>Changing a confirmed sheet needs a judge, the judge PIN and the reason (EV-4).</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋਈ ਸ਼ੀਟ ਬਦਲਣ ਲਈ ਜੱਜ, ਜੱਜ PIN ਅਤੇ ਕਾਰਨ ਚਾਹੀਦਾ ਹੈ (EV-4)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved. Your change is still in the form.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ। ਤੁਹਾਡੀ ਤਬਦੀਲੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The judge&apos;s change is saved; the history keeps the sheet as it was.</source>
        <translation>ਜੱਜ ਦੀ ਤਬਦੀਲੀ ਸੇਵ ਹੋ ਗਈ; ਇਤਿਹਾਸ ਵਿੱਚ ਸ਼ੀਟ ਦਾ ਪਹਿਲਾ ਰੂਪ ਸਾਂਭਿਆ ਰਹਿੰਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Penalty not given: %s. What you typed is kept: press &apos;Penalty…&apos; again.</source>
        <translation>ਜੁਰਮਾਨਾ ਨਹੀਂ ਦਿੱਤਾ: %s। ਤੁਹਾਡਾ ਲਿਖਿਆ ਸੰਭਾਲਿਆ ਹੈ: ਮੁੜ &apos;Penalty…&apos; ਦਬਾਓ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty recorded: %s.</source>
        <translation>ਪੈਨਲਟੀ ਦਰਜ ਕੀਤੀ ਗਈ: %s।</translation>
    </message>
</context>
<context>
    <name>JudgeAuthorityDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="+206"/>
        <source>Judge&apos;s change</source>
        <translation>ਜੱਜ ਦੀ ਤਬਦੀਲੀ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Judge</source>
        <translation>ਜੱਜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ਜੱਜ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>ਕਿਉਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ਜੱਜ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say why the confirmed result is being changed.</source>
        <translation>ਦੱਸੋ ਕਿ ਪੁਸ਼ਟੀ ਹੋਇਆ ਨਤੀਜਾ ਕਿਉਂ ਬਦਲਿਆ ਜਾ ਰਿਹਾ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/language_dialog.py" line="+27"/>
        <location filename="../../cardnight_desk/web/words.py" line="+70"/>
        <source>Language</source>
        <translation>ਭਾਸ਼ਾ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language of the desk</source>
        <translation>ਡੈਸਕ ਦੀ ਭਾਸ਼ਾ (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The desk shows the new language the next time it starts: close it and open it again. Words not translated yet are shown in English.</source>
        <translation>ਡੈਸਕ ਅਗਲੀ ਵਾਰ ਸ਼ੁਰੂ ਹੋਣ &apos;ਤੇ ਨਵੀਂ ਭਾਸ਼ਾ ਦਿਖਾਏਗਾ: ਇਸ ਨੂੰ ਬੰਦ ਕਰਕੇ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ। ਜਿਹੜੇ ਸ਼ਬਦਾਂ ਦਾ ਅਜੇ ਅਨੁਵਾਦ ਨਹੀਂ ਹੋਇਆ, ਉਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/i18n.py" line="+137"/>
        <source>&amp;Language…</source>
        <translation>ਭਾਸ਼ਾ (&amp;L)…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+185"/>
        <source>&amp;File</source>
        <translation>ਫ਼ਾਈਲ (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New event…</source>
        <translation>ਨਵਾਂ ਈਵੈਂਟ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open event…</source>
        <translation>ਈਵੈਂਟ ਖੋਲ੍ਹੋ (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;recent</source>
        <translation>ਹਾਲੀਆ ਖੋਲ੍ਹੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close event</source>
        <translation>ਈਵੈਂਟ ਬੰਦ ਕਰੋ (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>ਬਾਹਰ ਜਾਓ (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back up now…</source>
        <translation>ਹੁਣੇ ਬੈਕਅੱਪ ਲਓ (&amp;B)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore from a backup…</source>
        <translation>ਬੈਕਅੱਪ ਤੋਂ ਬਹਾਲ ਕਰੋ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>ਮਦਦ (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User guide</source>
        <translation>&amp;ਵਰਤੋਂਕਾਰ ਗਾਈਡ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Card Night Desk</source>
        <translation>Card Night Desk ਬਾਰੇ (&amp;A)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(none yet)</source>
        <translation>(ਅਜੇ ਕੋਈ ਨਹੀਂ)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About Card Night Desk</source>
        <translation>Card Night Desk ਬਾਰੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card Night Desk %s
Runs community card nights from registration to results.</source>
        <translation>Card Night Desk %s
ਭਾਈਚਾਰੇ ਦੀਆਂ ਕਾਰਡ ਨਾਈਟਾਂ ਨੂੰ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਤੋਂ ਨਤੀਜਿਆਂ ਤੱਕ ਚਲਾਉਂਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>A save is missing from the event</source>
        <translation>ਈਵੈਂਟ ਵਿੱਚ ਇੱਕ ਸੰਭਾਲੀ ਤਬਦੀਲੀ ਨਹੀਂ ਮਿਲੀ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>An automatic backup could not be made; everything saved is kept in the event.</source>
        <translation>ਆਪਣੇ-ਆਪ ਬੈਕਅੱਪ ਨਹੀਂ ਬਣ ਸਕਿਆ; ਜੋ ਕੁਝ ਸੰਭਾਲਿਆ ਗਿਆ ਹੈ ਉਹ ਈਵੈਂਟ ਵਿੱਚ ਸੁਰੱਖਿਅਤ ਹੈ।</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Open event</source>
        <translation>ਈਵੈਂਟ ਖੋਲ੍ਹੋ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card Night events (*%s);;All files (*)</source>
        <translation>Card Night ਈਵੈਂਟ (*%s);;ਸਾਰੀਆਂ ਫ਼ਾਈਲਾਂ (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Event not opened</source>
        <translation>ਈਵੈਂਟ ਨਹੀਂ ਖੁੱਲ੍ਹਿਆ</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Typed and not saved</source>
        <translation>ਟਾਈਪ ਕੀਤਾ, ਸੇਵ ਨਹੀਂ ਕੀਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These are typed and not saved, and will be lost:
%s</source>
        <translation>ਇਹ ਟਾਈਪ ਕੀਤੇ ਗਏ ਹਨ ਪਰ ਸੇਵ ਨਹੀਂ ਕੀਤੇ ਗਏ, ਅਤੇ ਗੁੰਮ ਹੋ ਜਾਣਗੇ:
%s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without saving</source>
        <translation>ਸੇਵ ਕੀਤੇ ਬਿਨਾਂ ਬੰਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="-293"/>
        <location line="+190"/>
        <source>Opening %s…</source>
        <translation>%s ਖੋਲ੍ਹਿਆ ਜਾ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>History altered</source>
        <translation>ਇਤਿਹਾਸ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scores and standings may not be the ones the desk recorded. Keep the file as it is, and compare it with a backup before carrying on.</source>
        <translation>ਸਕੋਰ ਅਤੇ ਦਰਜਾਬੰਦੀ ਸ਼ਾਇਦ ਉਹ ਨਹੀਂ ਜੋ ਡੈਸਕ ਨੇ ਦਰਜ ਕੀਤੇ ਸਨ। ਫ਼ਾਈਲ ਨੂੰ ਜਿਵੇਂ ਹੈ ਤਿਵੇਂ ਰੱਖੋ, ਅਤੇ ਅੱਗੇ ਵਧਣ ਤੋਂ ਪਹਿਲਾਂ ਇਸਦੀ ਬੈਕਅੱਪ ਨਾਲ ਤੁਲਨਾ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The event&apos;s history could not be checked: %s</source>
        <translation>ਈਵੈਂਟ ਦਾ ਇਤਿਹਾਸ ਜਾਂਚਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: %s</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+47"/>
        <source>Save the demo night as</source>
        <translation>ਡੈਮੋ ਨਾਈਟ ਇਸ ਨਾਮ ਨਾਲ ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ਈਵੈਂਟ (*%s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Setting up the demo night…</source>
        <translation>ਡੈਮੋ ਨਾਈਟ ਤਿਆਰ ਹੋ ਰਹੀ ਹੈ…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demo night not created</source>
        <translation>ਡੈਮੋ ਨਾਈਟ ਨਹੀਂ ਬਣੀ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+382"/>
        <source>This is the demo night: explore freely. Its judge PIN is %s.</source>
        <translation>ਇਹ ਡੈਮੋ ਨਾਈਟ ਹੈ: ਖੁੱਲ੍ਹ ਕੇ ਦੇਖੋ-ਪਰਖੋ। ਇਸ ਦਾ ਜੱਜ PIN %s ਹੈ।</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to the event is lost — retrying. Nothing typed is lost.</source>
        <translation>ਈਵੈਂਟ ਨਾਲ ਕੁਨੈਕਸ਼ਨ ਟੁੱਟ ਗਿਆ ਹੈ — ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਹੋ ਰਹੀ ਹੈ। ਲਿਖਿਆ ਕੁਝ ਵੀ ਗੁਆਚਿਆ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+15"/>
        <source>Back up the event</source>
        <translation>ਈਵੈਂਟ ਦਾ ਬੈਕਅੱਪ ਲਓ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not backed up</source>
        <translation>ਬੈਕਅੱਪ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backed up to %s</source>
        <translation>%s ਵਿੱਚ ਬੈਕਅੱਪ ਹੋ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Automatic backups of this event are kept in %1 (%2 of them; the newest is %3). To put the newest back, with the damaged event kept beside it, run:
%4
or open a backup itself with File ▸ Open event… to look at it first.</source>
        <translation>ਇਸ ਈਵੈਂਟ ਦੇ ਆਪਣੇ-ਆਪ ਬਣੇ ਬੈਕਅੱਪ %1 ਵਿੱਚ ਰੱਖੇ ਹਨ (%2 ਬੈਕਅੱਪ; ਸਭ ਤੋਂ ਨਵਾਂ %3 ਹੈ)। ਸਭ ਤੋਂ ਨਵਾਂ ਬਹਾਲ ਕਰਨ ਲਈ, ਖ਼ਰਾਬ ਈਵੈਂਟ ਨੂੰ ਨਾਲ ਰੱਖਦਿਆਂ, ਚਲਾਓ:
%4
ਜਾਂ ਪਹਿਲਾਂ ਵੇਖਣ ਲਈ ਕਿਸੇ ਬੈਕਅੱਪ ਨੂੰ File ▸ Open event… ਨਾਲ ਖੋਲ੍ਹੋ।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore from a backup</source>
        <translation>ਬੈਕਅੱਪ ਤੋਂ ਬਹਾਲ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replace the event with the backup
%s?

The event as it is now is kept beside it.</source>
        <translation>ਕੀ ਈਵੈਂਟ ਨੂੰ ਇਸ ਬੈਕਅੱਪ ਨਾਲ ਬਦਲਣਾ ਹੈ
%s?

ਈਵੈਂਟ ਦਾ ਮੌਜੂਦਾ ਰੂਪ ਇਸ ਦੇ ਨਾਲ ਹੀ ਸਾਂਭ ਕੇ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Not restored</source>
        <translation>ਬਹਾਲ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The event is open at another desk:
%s

Restoring now loses what is saved there from now on. Only if that desk is closed (its computer switched off or crashed), restore all the same.</source>
        <translation>ਈਵੈਂਟ ਕਿਸੇ ਹੋਰ ਡੈਸਕ ਤੇ ਖੁੱਲ੍ਹਾ ਹੈ:
%s

ਹੁਣ ਬਹਾਲ ਕਰਨ ਨਾਲ ਉੱਥੇ ਹੁਣ ਤੋਂ ਸੰਭਾਲਿਆ ਸਭ ਗੁਆਚ ਜਾਵੇਗਾ। ਸਿਰਫ਼ ਤਾਂ ਹੀ ਬਹਾਲ ਕਰੋ ਜੇ ਉਹ ਡੈਸਕ ਬੰਦ ਹੈ (ਉਸਦਾ ਕੰਪਿਊਟਰ ਬੰਦ ਹੋ ਗਿਆ ਜਾਂ ਕ੍ਰੈਸ਼ ਹੋ ਗਿਆ)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is closed: restore</source>
        <translation>ਉਹ ਬੰਦ ਹੈ: ਬਹਾਲ ਕਰੋ</translation>
    </message>
</context>
<context>
    <name>MessageBeside</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="-37"/>
        <source>Judge &amp;override…</source>
        <translation>ਜੱਜ ਦੀ ਛੋਟ (&amp;O)…</translation>
    </message>
</context>
<context>
    <name>MovedDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="+138"/>
        <source>The standings moved</source>
        <translation>ਸਟੈਂਡਿੰਗ ਬਦਲ ਗਈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing the settings of %s moved these entrants in its standings:</source>
        <translation>%s ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਬਦਲਣ ਨਾਲ ਇਸਦੀ ਸਟੈਂਡਿੰਗ ਵਿੱਚ ਇਹ ਭਾਗੀਦਾਰ ਖਿਸਕੇ:</translation>
    </message>
</context>
<context>
    <name>MovedModel</name>
    <message>
        <location line="-29"/>
        <source>Entrant</source>
        <translation>ਭਾਗੀਦਾਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place before</source>
        <translation>ਪਹਿਲਾਂ ਦਾ ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after</source>
        <translation>ਬਾਅਦ ਦਾ ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures before → after</source>
        <translation>ਅੰਕ ਪਹਿਲਾਂ → ਬਾਅਦ</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+103"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>ਕਿੱਥੋਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>ਕਿੱਥੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>ਕਿਉਂ</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/new_event_dialog.py" line="+51"/>
        <source>New event</source>
        <translation>ਨਵਾਂ ਈਵੈਂਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Diwali Cards Night 2026</source>
        <translation>ਜਿਵੇਂ ਦੀਵਾਲੀ ਕਾਰਡਸ ਨਾਈਟ 2026</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose…</source>
        <translation>ਚੁਣੋ…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event &amp;name</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਾਮ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>ਤਾਰੀਖ਼ (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event &amp;file</source>
        <translation>ਈਵੈਂਟ ਫ਼ਾਈਲ (&amp;F)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event file</source>
        <translation>ਈਵੈਂਟ ਫ਼ਾਈਲ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ਈਵੈਂਟ (*%s)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give the event a name.</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where to save the event file.</source>
        <translation>ਚੁਣੋ ਕਿ ਈਵੈਂਟ ਫ਼ਾਈਲ ਕਿੱਥੇ ਸੇਵ ਕਰਨੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That file already exists; choose another name.</source>
        <translation>ਉਹ ਫ਼ਾਈਲ ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਹੈ; ਕੋਈ ਹੋਰ ਨਾਮ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event was not created: %s</source>
        <translation>ਈਵੈਂਟ ਨਹੀਂ ਬਣਿਆ: %s</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-146"/>
        <source>Judge&apos;s override</source>
        <translation>ਜੱਜ ਦੀ ਛੋਟ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>why the judge admits it anyway</source>
        <translation>ਜੱਜ ਫਿਰ ਵੀ ਦਾਖ਼ਲਾ ਕਿਉਂ ਦਿੰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admit</source>
        <translation>ਦਾਖ਼ਲਾ ਦਿਓ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused:</source>
        <translation>ਰੱਦ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Judge</source>
        <translation>ਜੱਜ (&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>ਕਾਰਨ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>ਜੱਜ PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only a judge can override: give the judge&apos;s name.</source>
        <translation>ਸਿਰਫ਼ ਜੱਜ ਹੀ ਛੋਟ ਦੇ ਸਕਦਾ ਹੈ: ਜੱਜ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s reason; it is kept in the event&apos;s history.</source>
        <translation>ਜੱਜ ਦਾ ਕਾਰਨ ਦਿਓ; ਇਹ ਈਵੈਂਟ ਦੇ ਇਤਿਹਾਸ ਵਿੱਚ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>OverviewArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+49"/>
        <source>&amp;Add competition…</source>
        <translation>ਮੁਕਾਬਲਾ ਜੋੜੋ (&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules…</source>
        <translation>ਨਿਯਮ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for the chosen competition, with its settings</source>
        <translation>ਚੁਣੇ ਮੁਕਾਬਲੇ ਲਈ ਲਾਗੂ ਫ਼ੈਸਲੇ, ਉਸ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਸਮੇਤ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>ਸੈਟਿੰਗਾਂ (&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correct the chosen competition&apos;s settings (what play has already fixed is greyed out)</source>
        <translation>ਚੁਣੇ ਮੁਕਾਬਲੇ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਠੀਕ ਕਰੋ (ਜੋ ਖੇਡ ਨੇ ਪੱਕਾ ਕਰ ਦਿੱਤਾ ਹੈ ਉਹ ਸਲੇਟੀ ਦਿਸਦਾ ਹੈ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename the &amp;event…</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਾਂ ਬਦਲੋ (&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name competition…</source>
        <translation>ਮੁਕਾਬਲੇ ਦਾ ਨਾਂ ਬਦਲੋ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+87"/>
        <source>&amp;Close competition</source>
        <translation>ਮੁਕਾਬਲਾ ਬੰਦ ਕਰੋ (&amp;C)</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>End the competition now: its standings become its final results (kept in the history)</source>
        <translation>ਮੁਕਾਬਲਾ ਹੁਣੇ ਖ਼ਤਮ ਕਰੋ: ਇਸਦੀ ਦਰਜਾਬੰਦੀ ਇਸਦੇ ਅੰਤਿਮ ਨਤੀਜੇ ਬਣ ਜਾਂਦੀ ਹੈ (ਇਤਿਹਾਸ ਵਿੱਚ ਦਰਜ)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Competition not added</source>
        <translation>ਮੁਕਾਬਲਾ ਨਹੀਂ ਜੋੜਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Re&amp;open competition</source>
        <translation>ਮੁਕਾਬਲਾ ਮੁੜ ਖੋਲ੍ਹੋ (&amp;O)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not renamed</source>
        <translation>ਨਾਂ ਨਹੀਂ ਬਦਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the event</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਾਂ ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The event&apos;s new name:</source>
        <translation>ਈਵੈਂਟ ਦਾ ਨਵਾਂ ਨਾਂ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the competition</source>
        <translation>ਮੁਕਾਬਲੇ ਦਾ ਨਾਂ ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s ਦਾ ਨਵਾਂ ਨਾਂ:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close the competition</source>
        <translation>ਮੁਕਾਬਲਾ ਬੰਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close %s now? Its standings become its final results: the results name its winners and its certificates print. It can be reopened.</source>
        <translation>ਕੀ %s ਹੁਣੇ ਬੰਦ ਕਰਨਾ ਹੈ? ਇਸਦੀ ਦਰਜਾਬੰਦੀ ਇਸਦੇ ਅੰਤਿਮ ਨਤੀਜੇ ਬਣ ਜਾਵੇਗੀ: ਨਤੀਜਿਆਂ ਵਿੱਚ ਜੇਤੂਆਂ ਦੇ ਨਾਂ ਆਉਣਗੇ ਅਤੇ ਸਰਟੀਫ਼ਿਕੇਟ ਛਪਣਗੇ। ਇਸਨੂੰ ਮੁੜ ਖੋਲ੍ਹਿਆ ਜਾ ਸਕਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+74"/>
        <source>Not changed</source>
        <translation>ਬਦਲਿਆ ਨਹੀਂ ਗਿਆ</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/password_dialog.py" line="+17"/>
        <source>Database password</source>
        <translation>ਡਾਟਾਬੇਸ ਪਾਸਵਰਡ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server refused that password. Type it again for %s:</source>
        <translation>ਡਾਟਾਬੇਸ ਸਰਵਰ ਨੇ ਉਹ ਪਾਸਵਰਡ ਨਾਮਨਜ਼ੂਰ ਕਰ ਦਿੱਤਾ। %s ਲਈ ਦੁਬਾਰਾ ਲਿਖੋ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server asks for a password for %s:</source>
        <translation>ਡਾਟਾਬੇਸ ਸਰਵਰ %s ਲਈ ਪਾਸਵਰਡ ਮੰਗਦਾ ਹੈ:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The desk keeps it until it closes, and never saves it. To be asked no more, put it in your PostgreSQL password file (~/.pgpass).</source>
        <translation>ਡੈਸਕ ਇਸਨੂੰ ਬੰਦ ਹੋਣ ਤੱਕ ਯਾਦ ਰੱਖਦਾ ਹੈ ਅਤੇ ਕਦੇ ਸੰਭਾਲਦਾ ਨਹੀਂ। ਮੁੜ ਨਾ ਪੁੱਛੇ ਜਾਣ ਲਈ ਇਸਨੂੰ ਆਪਣੀ PostgreSQL ਪਾਸਵਰਡ ਫ਼ਾਈਲ (~/.pgpass) ਵਿੱਚ ਰੱਖੋ।</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-186"/>
        <source>a team member influencing a player</source>
        <translation>ਟੀਮ ਦਾ ਮੈਂਬਰ ਕਿਸੇ ਖਿਡਾਰੀ ਨੂੰ ਪ੍ਰਭਾਵਿਤ ਕਰੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking for a card count out of turn</source>
        <translation>ਵਾਰੀ ਤੋਂ ਬਿਨਾਂ ਪੱਤਿਆਂ ਦੀ ਗਿਣਤੀ ਪੁੱਛਣਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake putting cards down</source>
        <translation>ਪੱਤੇ ਹੇਠਾਂ ਰੱਖਣ ਵਿੱਚ ਗ਼ਲਤੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an incorrect licence displayed</source>
        <translation>ਗ਼ਲਤ ਲਾਇਸੈਂਸ ਵਿਖਾਇਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong card in a sequence or set</source>
        <translation>ਲੜੀ ਜਾਂ ਸੈੱਟ ਵਿੱਚ ਗ਼ਲਤ ਪੱਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking how many cards out of turn</source>
        <translation>ਵਾਰੀ ਤੋਂ ਬਿਨਾਂ ਪੁੱਛਣਾ ਕਿ ਕਿੰਨੇ ਪੱਤੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsporting tactics (organisers decide, up to 100)</source>
        <translation>ਖੇਡ ਭਾਵਨਾ ਦੇ ਉਲਟ ਚਾਲਾਂ (ਪ੍ਰਬੰਧਕ ਫ਼ੈਸਲਾ ਕਰਦੇ ਹਨ, 100 ਤੱਕ)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Judge&apos;s penalty</source>
        <translation>ਜੱਜ ਵੱਲੋਂ ਪੈਨਲਟੀ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No judge PIN is set for this event yet, so no penalty can be given: a judge sets one first with &apos;Judge PIN…&apos; at the top of the Scores area. What you type here is kept for then.</source>
        <translation>ਇਸ ਈਵੈਂਟ ਲਈ ਹਾਲੇ ਕੋਈ ਜੱਜ PIN ਤੈਅ ਨਹੀਂ, ਇਸ ਲਈ ਜੁਰਮਾਨਾ ਨਹੀਂ ਦਿੱਤਾ ਜਾ ਸਕਦਾ: ਪਹਿਲਾਂ ਕੋਈ ਜੱਜ Scores ਹਿੱਸੇ ਦੇ ਉੱਪਰ &apos;Judge PIN…&apos; ਨਾਲ PIN ਤੈਅ ਕਰੇ। ਤੁਸੀਂ ਇੱਥੇ ਜੋ ਲਿਖੋਗੇ ਉਹ ਉਦੋਂ ਤੱਕ ਸੰਭਾਲਿਆ ਰਹੇਗਾ।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Penalised</source>
        <translation>ਜਿਸ ਨੂੰ ਪੈਨਲਟੀ ਦਿੱਤੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number</source>
        <translation>ਨਿਯਮ ਨੰਬਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>ਪੁਆਇੰਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>ਨੋਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>ਜੱਜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ਜੱਜ PIN</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the rule number the penalty is given under.</source>
        <translation>ਉਹ ਨਿਯਮ ਨੰਬਰ ਦਿਓ ਜਿਸ ਅਧੀਨ ਪੈਨਲਟੀ ਦਿੱਤੀ ਜਾ ਰਹੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the penalty points.</source>
        <translation>ਪੈਨਲਟੀ ਦੇ ਪੁਆਇੰਟ ਦਿਓ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ਜੱਜ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location line="+81"/>
        <source>Change the judge PIN</source>
        <translation>ਜੱਜ PIN ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set the judge PIN</source>
        <translation>ਜੱਜ PIN ਲਗਾਓ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Current PIN</source>
        <translation>ਮੌਜੂਦਾ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN (4 digits or more)</source>
        <translation>ਨਵਾਂ PIN (4 ਜਾਂ ਵੱਧ ਅੰਕ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN again</source>
        <translation>ਨਵਾਂ PIN ਦੁਬਾਰਾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two new PINs are not the same.</source>
        <translation>ਦੋਵੇਂ ਨਵੇਂ PIN ਇੱਕੋ ਜਿਹੇ ਨਹੀਂ ਹਨ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the new PIN.</source>
        <translation>ਨਵਾਂ PIN ਲਿਖੋ।</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-33"/>
        <source>Place</source>
        <translation>ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-8"/>
        <source>Prize</source>
        <translation>ਇਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>ਬਾਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>ਬਾਜ਼ੀ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>ਨੋਟ</translation>
    </message>
</context>
<context>
    <name>PlayerForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/player_form.py" line="+56"/>
        <source>Community eligibility confirmed (EV-1)</source>
        <translation>ਭਾਈਚਾਰਕ ਯੋਗਤਾ ਦੀ ਪੁਸ਼ਟੀ ਹੋਈ (EV-1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>&amp;Register</source>
        <translation>ਰਜਿਸਟਰ ਕਰੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;New player</source>
        <translation>ਨਵਾਂ ਖਿਡਾਰੀ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>New player</source>
        <translation>ਨਵਾਂ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>&amp;Name</source>
        <translation>ਨਾਮ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Born</source>
        <translation>ਜਨਮ (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone</source>
        <translation>ਫ਼ੋਨ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email</source>
        <translation>ਈਮੇਲ (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tes</source>
        <translation>ਨੋਟ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Competitions</source>
        <translation>ਮੁਕਾਬਲੇ (&amp;C)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player %d: %s</source>
        <translation>ਖਿਡਾਰੀ %d: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>ਸੇਵ ਕਰੋ (&amp;S)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the corrections to player %d, %s</source>
        <translation>ਖਿਡਾਰੀ %d, %s ਵਿੱਚ ਸੁਧਾਰ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new player %s</source>
        <translation>ਨਵਾਂ ਖਿਡਾਰੀ %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new player&apos;s details</source>
        <translation>ਇੱਕ ਨਵੇਂ ਖਿਡਾਰੀ ਦਾ ਵੇਰਵਾ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tick the competitions the player enters.</source>
        <translation>ਉਹਨਾਂ ਮੁਕਾਬਲਿਆਂ &apos;ਤੇ ਨਿਸ਼ਾਨ ਲਾਓ ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਖਿਡਾਰੀ ਹਿੱਸਾ ਲੈਂਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s cannot be registered</source>
        <translation>%s ਰਜਿਸਟਰ ਨਹੀਂ ਹੋ ਸਕਦਾ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%s is player %d, registered in %s.</source>
        <translation>%s ਖਿਡਾਰੀ %d ਹੈ, %s ਵਿੱਚ ਰਜਿਸਟਰਡ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %d corrected.</source>
        <translation>ਖਿਡਾਰੀ %d ਠੀਕ ਕੀਤਾ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Same player?</source>
        <translation>ਉਹੀ ਖਿਡਾਰੀ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s.

Is this player %d?</source>
        <translation>%s।

ਕੀ ਇਹ ਖਿਡਾਰੀ %d ਹੈ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not registered: this is player %d. If their date of birth is wrong, correct it (edit the player), then register them.</source>
        <translation>ਰਜਿਸਟਰ ਨਹੀਂ ਹੋਇਆ: ਇਹ ਖਿਡਾਰੀ %d ਹੈ। ਜੇ ਜਨਮ ਤਾਰੀਖ਼ ਗ਼ਲਤ ਹੈ, ਤਾਂ ਉਸਨੂੰ ਠੀਕ ਕਰੋ (ਖਿਡਾਰੀ ਨੂੰ ਸੋਧੋ), ਫਿਰ ਰਜਿਸਟਰ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not registered. What you typed is still in the form.</source>
        <translation>ਰਜਿਸਟਰ ਨਹੀਂ ਹੋਇਆ। ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਉਹ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="-147"/>
        <source>No.</source>
        <translation>ਨੰ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>ਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Born</source>
        <translation>ਜਨਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-56"/>
        <source>Competitions</source>
        <translation>ਮੁਕਾਬਲੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ਟੀਮਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed</source>
        <translation>ਪੁਸ਼ਟੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ਚੈੱਕ-ਇਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>ਫ਼ੋਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Email</source>
        <translation>ਈਮੇਲ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>ਹਾਂ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s: admitted by %s</source>
        <translation>%s: %s ਵੱਲੋਂ ਦਾਖ਼ਲਾ</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page.py" line="+140"/>
        <source>The players&apos; page did not start — %s.</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ — %s।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players&apos; page stopped with a problem — %s.</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਕਿਸੇ ਸਮੱਸਿਆ ਕਾਰਨ ਰੁਕ ਗਿਆ — %s।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Find your table</source>
        <translation>ਆਪਣਾ ਮੇਜ਼ ਲੱਭੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poker clock</source>
        <translation>ਪੋਕਰ ਘੜੀ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type part of your name</source>
        <translation>ਆਪਣੇ ਨਾਮ ਦਾ ਕੁਝ ਹਿੱਸਾ ਲਿਖੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody&apos;s name holds “%s”.</source>
        <translation>ਕਿਸੇ ਦੇ ਨਾਮ ਵਿੱਚ “%s” ਨਹੀਂ ਹੈ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type at least two letters of your name.</source>
        <translation>ਆਪਣੇ ਨਾਮ ਦੇ ਘੱਟੋ-ਘੱਟ ਦੋ ਅੱਖਰ ਲਿਖੋ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showing the first %d names: type more of yours.</source>
        <translation>ਪਹਿਲੇ %d ਨਾਮ ਦਿਖਾਏ ਹਨ: ਆਪਣੇ ਨਾਮ ਦਾ ਹੋਰ ਹਿੱਸਾ ਲਿਖੋ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With</source>
        <translation>ਨਾਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>ਵਿਰੁੱਧ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bye this round: you do not play.</source>
        <translation>ਇਸ ਗੇੜ ਵਿੱਚ ਬਾਈ: ਤੁਸੀਂ ਨਹੀਂ ਖੇਡਦੇ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>provisional</source>
        <translation>ਆਰਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d</source>
        <translation>ਗੇੜ %d ਤੋਂ ਬਾਅਦ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way</source>
        <translation>ਗੇੜ %d ਚੱਲ ਰਿਹਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet</source>
        <translation>ਅਜੇ ਕੋਈ ਗੇੜ ਨਹੀਂ ਖੇਡਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results yet.</source>
        <translation>ਅਜੇ ਕੋਈ ਨਤੀਜਾ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket</source>
        <translation>ਨਾਕਆਊਟ ਸੂਚੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>ਫਾਈਨਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third place</source>
        <translation>ਤੀਜਾ ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match %d</source>
        <translation>ਮੈਚ %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to be decided</source>
        <translation>ਅਜੇ ਤੈਅ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left</source>
        <translation>ਬਾਕੀ ਸਮਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>ਬਲਾਈਂਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>ਐਂਟੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>ਅਗਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break in</source>
        <translation>ਅਗਲਾ ਵਿਸ਼ਰਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No break ahead</source>
        <translation>ਅੱਗੇ ਕੋਈ ਵਿਸ਼ਰਾਮ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players left</source>
        <translation>ਬਾਕੀ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average stack</source>
        <translation>ਔਸਤ ਚਿਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>ਰੁਕੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not started yet</source>
        <translation>ਅਜੇ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last level: overtime</source>
        <translation>ਆਖ਼ਰੀ ਪੱਧਰ: ਵਾਧੂ ਸਮਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No poker tournament tonight.</source>
        <translation>ਅੱਜ ਰਾਤ ਕੋਈ ਪੋਕਰ ਟੂਰਨਾਮੈਂਟ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No baccarat table tonight.</source>
        <translation>ਅੱਜ ਰਾਤ ਕੋਈ ਬੈਕਾਰਾ ਮੇਜ਼ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>ਸਥਾਨ ਤੈਅ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prizes</source>
        <translation>ਇਨਾਮ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands played</source>
        <translation>ਖੇਡੇ ਹੱਥ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands left</source>
        <translation>ਬਾਕੀ ਹੱਥ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table has closed: these are its results.</source>
        <translation>ਮੇਜ਼ ਬੰਦ ਹੋ ਗਿਆ ਹੈ: ਇਹ ਇਸ ਦੇ ਨਤੀਜੇ ਹਨ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updates by itself</source>
        <translation>ਆਪਣੇ ਆਪ ਨਵਾਂ ਹੁੰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: trying again…</source>
        <translation>ਜੁੜਿਆ ਨਹੀਂ: ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰ ਰਹੇ ਹਾਂ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such page here.</source>
        <translation>ਇੱਥੇ ਅਜਿਹਾ ਕੋਈ ਪੰਨਾ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no competition “%s” tonight.</source>
        <translation>ਅੱਜ ਰਾਤ “%s” ਨਾਮ ਦਾ ਕੋਈ ਮੁਕਾਬਲਾ ਨਹੀਂ।</translation>
    </message>
</context>
<context>
    <name>PlayersPagePanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page_panel.py" line="+39"/>
        <location filename="../../cardnight_desk/web/words.py" line="-73"/>
        <source>Players&apos; page</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players open this on their phones: their table, standings, the poker clock.</source>
        <translation>ਖਿਡਾਰੀ ਇਸਨੂੰ ਆਪਣੇ ਫ਼ੋਨ &apos;ਤੇ ਖੋਲ੍ਹਦੇ ਹਨ: ਆਪਣਾ ਟੇਬਲ, ਦਰਜਾਬੰਦੀ, ਪੋਕਰ ਘੜੀ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve the players&apos; page on the hall&apos;s network</source>
        <translation>ਹਾਲ ਦੇ ਨੈੱਟਵਰਕ &apos;ਤੇ ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਚਲਾਓ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port</source>
        <translation>ਪੋਰਟ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the address shows here while it is on</source>
        <translation>ਚਾਲੂ ਹੋਣ &apos;ਤੇ ਪਤਾ ਇੱਥੇ ਦਿਖਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>ਕਾਪੀ ਕਰੋ (&amp;C)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Starting the players&apos; page…</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਸ਼ੁਰੂ ਹੋ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopping the players&apos; page…</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਬੰਦ ਹੋ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on the same network as this desk open the address, or scan the code.</source>
        <translation>ਚਾਲੂ: ਇਸ ਡੈਸਕ ਵਾਲੇ ਨੈੱਟਵਰਕ &apos;ਤੇ ਫ਼ੋਨ ਇਹ ਪਤਾ ਖੋਲ੍ਹਣ, ਜਾਂ ਕੋਡ ਸਕੈਨ ਕਰਨ।</translation>
    </message>
</context>
<context>
    <name>PokerSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/poker/description.py" line="+45"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Entries</source>
        <translation>ਦਾਖ਼ਲੇ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entry level</source>
        <translation>ਦਾਖ਼ਲੇ ਦਾ ਲੈਵਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before level 4</source>
        <translation>ਲੈਵਲ 4 ਤੋਂ ਪਹਿਲਾਂ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busts</source>
        <translation>ਬਾਹਰ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand no.</source>
        <translation>ਬਾਜ਼ੀ ਨੰਬਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of that hand</source>
        <translation>ਉਸ ਬਾਜ਼ੀ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Blind structure</source>
        <translation>ਬਲਾਈਂਡ ਢਾਂਚਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid places</source>
        <translation>ਇਨਾਮ ਵਾਲੇ ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout percentages</source>
        <translation>ਇਨਾਮ ਪ੍ਰਤੀਸ਼ਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool</source>
        <translation>ਕੁੱਲ ਇਨਾਮੀ ਰਕਮ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats per table</source>
        <translation>ਹਰ ਟੇਬਲ &apos;ਤੇ ਸੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table below</source>
        <translation>ਇਸ ਤੋਂ ਘੱਟ ਹੋਣ &apos;ਤੇ ਟੇਬਲ ਤੋੜੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at each table</source>
        <translation>ਹਰ ਟੇਬਲ &apos;ਤੇ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Another player out in this hand</source>
        <extracomment>the report&apos;s fields: the busts&apos; lines, their player one of the table&apos;s players (each line headed &quot;Player out&quot;)</extracomment>
        <translation>ਇਸੇ ਬਾਜ਼ੀ ਵਿੱਚ ਇੱਕ ਹੋਰ ਖਿਡਾਰੀ ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player out</source>
        <translation>ਬਾਹਰ ਹੋਇਆ ਖਿਡਾਰੀ</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-82"/>
        <source>new</source>
        <translation>ਨਵਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds competitions</source>
        <translation>ਮੁਕਾਬਲੇ ਜੋੜਦਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>ਬਿਨਾਂ ਬਦਲਾਅ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>ਰੱਦ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Row</source>
        <translation>ਕਤਾਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>ਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>ਨੰ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will be</source>
        <translation>ਕੀ ਹੋਵੇਗਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions</source>
        <translation>ਮੁਕਾਬਲੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ਟੀਮਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>ਸਮੱਸਿਆਵਾਂ</translation>
    </message>
</context>
<context>
    <name>PrintingArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/printing/area.py" line="+48"/>
        <source>Score sheets</source>
        <translation>ਸਕੋਰ ਸ਼ੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cards</source>
        <translation>ਟੇਬਲ ਕਾਰਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seating lists</source>
        <translation>ਬੈਠਣ ਦੀਆਂ ਸੂਚੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout bracket</source>
        <translation>ਨਾਕਆਊਟ ਬ੍ਰੈਕਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>ਦਰਜਾਬੰਦੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final results</source>
        <translation>ਅੰਤਿਮ ਨਤੀਜੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>ਸਰਟੀਫ਼ਿਕੇਟ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results so far</source>
        <extracomment>The results printed while a competition played is not finished (the printout&apos;s title: &quot;Results so far — provisional&quot;)</extracomment>
        <translation>ਹੁਣ ਤੱਕ ਦੇ ਨਤੀਜੇ</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>latest</source>
        <translation>ਸਭ ਤੋਂ ਤਾਜ਼ਾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview</source>
        <translation>ਝਲਕ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save PDF…</source>
        <translation>PDF ਸੇਵ ਕਰੋ (&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to p&amp;rint</source>
        <translation>ਛਾਪਣ ਲਈ ਖੋਲ੍ਹੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose what to print, then Preview: its pages show here before anything is saved or printed.</source>
        <translation>ਕੀ ਛਾਪਣਾ ਹੈ ਚੁਣੋ, ਫਿਰ ਝਲਕ: ਕੁਝ ਵੀ ਸੇਵ ਕਰਨ ਜਾਂ ਛਾਪਣ ਤੋਂ ਪਹਿਲਾਂ ਉਸ ਦੇ ਪੰਨੇ ਇੱਥੇ ਦਿਖਦੇ ਹਨ।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Document</source>
        <translation>ਦਸਤਾਵੇਜ਼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>ਰਾਊਂਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>ਕਾਗ਼ਜ਼</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing was printed: certificates follow the final results.</source>
        <translation>ਕੁਝ ਨਹੀਂ ਛਪਿਆ: ਸਰਟੀਫ਼ਿਕੇਟ ਅੰਤਿਮ ਨਤੀਜਿਆਂ ਤੋਂ ਬਾਅਦ ਛਪਦੇ ਹਨ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These names have characters the fonts of the desk do not have, printed as a question mark in a box; correct them in Registration if they are misspelt:
%s</source>
        <translation>ਇਹਨਾਂ ਨਾਵਾਂ ਵਿੱਚ ਅਜਿਹੇ ਅੱਖਰ ਹਨ ਜੋ ਡੈਸਕ ਦੇ ਫ਼ੌਂਟਾਂ ਵਿੱਚ ਨਹੀਂ ਹਨ, ਉਹ ਡੱਬੇ ਵਿੱਚ ਪ੍ਰਸ਼ਨ ਚਿੰਨ੍ਹ ਵਜੋਂ ਛਪਣਗੇ; ਜੇ ਸਪੈਲਿੰਗ ਗ਼ਲਤ ਹੈ ਤਾਂ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਵਿੱਚ ਠੀਕ ਕਰੋ:
%s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing %s…</source>
        <translation>%s ਤਿਆਰ ਹੋ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>ਰੱਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cancelled: nothing was printed.</source>
        <translation>ਰੱਦ ਕੀਤਾ: ਕੁਝ ਵੀ ਛਾਪਿਆ ਨਹੀਂ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players&apos; page is on: its address and QR code are printed on them (%s).</source>
        <translation>ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਚਾਲੂ ਹੈ: ਇਸਦਾ ਪਤਾ ਅਤੇ QR ਕੋਡ ਇਹਨਾਂ &apos;ਤੇ ਛਪਦੇ ਹਨ (%s)।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table entry is on: each side&apos;s entry link is printed as a QR code with its name.</source>
        <translation>ਟੇਬਲ ਐਂਟਰੀ ਚਾਲੂ ਹੈ: ਹਰ ਪਾਸੇ ਦਾ ਐਂਟਰੀ ਲਿੰਕ ਉਸਦੇ ਨਾਮ ਨਾਲ QR ਕੋਡ ਵਜੋਂ ਛਪਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table entry is on, but the players&apos; page is off: each side&apos;s link is printed as its path, without a QR code. Switch the players&apos; page on (Displays) and print again for the codes.</source>
        <translation>ਟੇਬਲ ਐਂਟਰੀ ਚਾਲੂ ਹੈ, ਪਰ ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ ਬੰਦ ਹੈ: ਹਰ ਪਾਸੇ ਦਾ ਲਿੰਕ QR ਕੋਡ ਤੋਂ ਬਿਨਾਂ, ਉਸਦੇ ਪਾਥ ਵਜੋਂ ਛਪਦਾ ਹੈ। ਕੋਡਾਂ ਲਈ ਖਿਡਾਰੀਆਂ ਦਾ ਪੰਨਾ (ਡਿਸਪਲੇ) ਚਾਲੂ ਕਰੋ ਅਤੇ ਫਿਰ ਛਾਪੋ।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print certificates early?</source>
        <translation>ਕੀ ਸਰਟੀਫ਼ਿਕੇਟ ਪਹਿਲਾਂ ਹੀ ਛਾਪਣੇ ਹਨ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished yet:
%s

Print the certificates now? They are marked provisional and name no place: each says where its competition stands.</source>
        <translation>ਹਾਲੇ ਪੂਰਾ ਨਹੀਂ ਹੋਇਆ:
%s

ਕੀ ਸਰਟੀਫ਼ਿਕੇਟ ਹੁਣੇ ਛਾਪਣੇ ਹਨ? ਉਹ ਆਰਜ਼ੀ ਚਿੰਨ੍ਹਿਤ ਹੋਣਗੇ ਅਤੇ ਕੋਈ ਸਥਾਨ ਨਹੀਂ ਦੱਸਣਗੇ: ਹਰ ਇੱਕ ਦੱਸੇਗਾ ਕਿ ਉਸਦਾ ਮੁਕਾਬਲਾ ਕਿੱਥੇ ਤੱਕ ਪਹੁੰਚਿਆ ਹੈ।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>1 page ready. Save the PDF, or open it to print.</source>
        <translation>1 ਪੰਨਾ ਤਿਆਰ। PDF ਸੇਵ ਕਰੋ, ਜਾਂ ਛਾਪਣ ਲਈ ਖੋਲ੍ਹੋ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d pages ready. Save the PDF, or open it to print.</source>
        <translation>%d ਪੰਨੇ ਤਿਆਰ। PDF ਸੇਵ ਕਰੋ, ਜਾਂ ਛਾਪਣ ਲਈ ਖੋਲ੍ਹੋ।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save PDF</source>
        <translation>PDF ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+3"/>
        <source>Not saved</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Nothing was saved: %s.</source>
        <translation>ਕੁਝ ਵੀ ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: %s was kept as it was.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s ਜਿਵੇਂ ਸੀ ਉਵੇਂ ਰੱਖੀ ਗਈ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %s</source>
        <translation>%s ਸੇਵ ਹੋ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the PDF?</source>
        <translation>ਕੀ PDF ਬਦਲਣੀ ਹੈ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s already exists.

Replace it with the document previewed now?</source>
        <translation>%s ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਹੈ।

ਕੀ ਇਸ ਨੂੰ ਹੁਣੇ ਵੇਖੇ ਦਸਤਾਵੇਜ਼ ਨਾਲ ਬਦਲਣਾ ਹੈ?</translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/progress_words.py" line="+12"/>
        <location filename="../../cardnight_desk/web/words.py" line="-35"/>
        <source>final</source>
        <translation>ਅੰਤਿਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d, round %d under way — provisional</source>
        <translation>ਰਾਊਂਡ %d ਤੋਂ ਬਾਅਦ, ਰਾਊਂਡ %d ਜਾਰੀ — ਆਰਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after round %d — provisional</source>
        <translation>ਰਾਊਂਡ %d ਤੋਂ ਬਾਅਦ — ਆਰਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way — provisional</source>
        <translation>ਰਾਊਂਡ %d ਜਾਰੀ — ਆਰਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet — provisional</source>
        <translation>ਅਜੇ ਕੋਈ ਰਾਊਂਡ ਨਹੀਂ ਖੇਡਿਆ — ਆਰਜ਼ੀ</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/qt_words.py" line="+32"/>
        <source>&amp;Select All</source>
        <translation>ਸਭ ਚੁਣੋ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>ਵਧਾਓ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>ਘਟਾਓ (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="-10"/>
        <source>&amp;Undo</source>
        <translation>ਵਾਪਸ ਲਓ (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>ਮੁੜ ਕਰੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>ਕੱਟੋ (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>ਕਾਪੀ ਕਰੋ (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>ਪੇਸਟ ਕਰੋ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ਮਿਟਾਓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>ਸਭ ਚੁਣੋ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-15"/>
        <source>OK</source>
        <translation>ਠੀਕ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>ਰੱਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>ਹਾਂ (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>ਨਹੀਂ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>ਬੰਦ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>ਲਾਗੂ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>ਮਦਦ</translation>
    </message>
</context>
<context>
    <name>RegistrationArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/area.py" line="+49"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel ਵਰਕਬੁੱਕਾਂ (*.xlsx)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Filter: name, number, phone, email or team</source>
        <translation>ਫ਼ਿਲਟਰ: ਨਾਮ, ਨੰਬਰ, ਫ਼ੋਨ, ਈਮੇਲ ਜਾਂ ਟੀਮ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>ਸਾਰੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ਚੈੱਕ-ਇਨ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked in</source>
        <translation>ਚੈੱਕ-ਇਨ ਨਹੀਂ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Import…</source>
        <translation>ਇੰਪੋਰਟ ਕਰੋ (&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>ਐਕਸਪੋਰਟ ਕਰੋ (&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;template…</source>
        <translation>ਟੈਂਪਲੇਟ ਸੇਵ ਕਰੋ (&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it player</source>
        <translation>ਖਿਡਾਰੀ ਸੋਧੋ (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw…</source>
        <translation>ਨਾਮ ਵਾਪਸ ਲਓ (&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name…</source>
        <translation>ਨਾਂ ਬਦਲੋ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the chosen player, or their team, everywhere</source>
        <translation>ਚੁਣੇ ਖਿਡਾਰੀ ਜਾਂ ਉਸਦੀ ਟੀਮ ਦਾ ਨਾਂ ਹਰ ਥਾਂ ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ਟੀਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in</source>
        <translation>ਚੈੱਕ-ਇਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s here</source>
        <translation>ਕੌਣ ਹਾਜ਼ਰ ਹੈ</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>All competitions</source>
        <translation>ਸਾਰੇ ਮੁਕਾਬਲੇ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+29"/>
        <source>Choose a player in the table first.</source>
        <translation>ਪਹਿਲਾਂ ਸਾਰਣੀ ਵਿੱਚੋਂ ਕੋਈ ਖਿਡਾਰੀ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Choose a player who is registered in a competition.</source>
        <translation>ਕੋਈ ਅਜਿਹਾ ਖਿਡਾਰੀ ਚੁਣੋ ਜੋ ਕਿਸੇ ਮੁਕਾਬਲੇ ਵਿੱਚ ਰਜਿਸਟਰਡ ਹੋਵੇ।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s withdrawn from %s.</source>
        <translation>%s ਦਾ ਨਾਮ %s ਵਿੱਚੋਂ ਵਾਪਸ ਲਿਆ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player %d: %s</source>
        <translation>ਖਿਡਾਰੀ %d: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team %s (%s)</source>
        <translation>ਟੀਮ %s (%s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Rename</source>
        <translation>ਨਾਂ ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rename whom?</source>
        <translation>ਕਿਸ ਦਾ ਨਾਂ ਬਦਲਣਾ ਹੈ?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New name for %s:</source>
        <translation>%s ਦਾ ਨਵਾਂ ਨਾਂ:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s is now %s.</source>
        <translation>%s ਹੁਣ %s ਹੈ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import players</source>
        <translation>ਖਿਡਾਰੀ ਇੰਪੋਰਟ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading %s…</source>
        <translation>%s ਪੜ੍ਹੀ ਜਾ ਰਹੀ ਹੈ…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the workbook…</source>
        <translation>ਵਰਕਬੁੱਕ ਪੜ੍ਹੀ ਜਾ ਰਹੀ ਹੈ…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported: %d rows have the name of a player already registered, with another date of birth. Correct the date that is wrong and import again.</source>
        <translation>ਕੁਝ ਵੀ ਇੰਪੋਰਟ ਨਹੀਂ ਹੋਇਆ: %d ਕਤਾਰਾਂ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਰਜਿਸਟਰ ਖਿਡਾਰੀ ਦਾ ਨਾਂ ਹੈ, ਪਰ ਜਨਮ ਤਾਰੀਖ਼ ਹੋਰ ਹੈ। ਗ਼ਲਤ ਤਾਰੀਖ਼ ਠੀਕ ਕਰੋ ਅਤੇ ਫਿਰ ਇੰਪੋਰਟ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported: %d rows are refused.</source>
        <translation>ਕੁਝ ਵੀ ਇੰਪੋਰਟ ਨਹੀਂ ਹੋਇਆ: %d ਕਤਾਰਾਂ ਰੱਦ ਹਨ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled.</source>
        <translation>ਇੰਪੋਰਟ ਰੱਦ ਕੀਤਾ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Judge PIN</source>
        <translation>ਜੱਜ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This workbook carries judges&apos; overrides. A judge&apos;s PIN is needed to import it:</source>
        <translation>ਇਸ ਵਰਕਬੁੱਕ ਵਿੱਚ ਜੱਜਾਂ ਦੇ ਫ਼ੈਸਲੇ ਹਨ। ਇਸਨੂੰ ਦਰਾਮਦ ਕਰਨ ਲਈ ਜੱਜ ਦਾ PIN ਚਾਹੀਦਾ ਹੈ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>ਇੰਪੋਰਟ ਹੋ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported %d new players, %d registrations and %d teams.</source>
        <translation>%d ਨਵੇਂ ਖਿਡਾਰੀ, %d ਰਜਿਸਟ੍ਰੇਸ਼ਨਾਂ ਅਤੇ %d ਟੀਮਾਂ ਇੰਪੋਰਟ ਹੋਈਆਂ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>… and %d more</source>
        <translation>… ਅਤੇ %d ਹੋਰ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the event</source>
        <translation>ਈਵੈਂਟ ਐਕਸਪੋਰਟ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exporting…</source>
        <translation>ਐਕਸਪੋਰਟ ਹੋ ਰਿਹਾ ਹੈ…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %s: %s.</source>
        <translation>%s ਲਿਖੀ ਗਈ: %s।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a registration template</source>
        <translation>ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਟੈਂਪਲੇਟ ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved a blank registration workbook to %s.</source>
        <translation>ਖ਼ਾਲੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਵਰਕਬੁੱਕ %s ਵਿੱਚ ਸੇਵ ਕੀਤੀ ਗਈ।</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+23"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>ਸ਼ਰਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>ਰਕਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>ਨਤੀਜਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net</source>
        <translation>ਨੈੱਟ</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+94"/>
        <location line="+11"/>
        <source>Last hand</source>
        <translation>ਪਿਛਲੀ ਬਾਜ਼ੀ</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>No hand settled yet.</source>
        <translation>ਅਜੇ ਕੋਈ ਬਾਜ਼ੀ ਨਹੀਂ ਨਿਪਟੀ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %d</source>
        <translation>ਬਾਜ਼ੀ %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural</source>
        <translation>ਕੁਦਰਤੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon 7</source>
        <translation>ਡਰੈਗਨ 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Banker</source>
        <translation>ਬੈਂਕਰ</translation>
    </message>
</context>
<context>
    <name>RollModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="-196"/>
        <source>here</source>
        <translation>ਹਾਜ਼ਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>ਗ਼ੈਰਹਾਜ਼ਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not admitted</source>
        <translation>ਦਾਖ਼ਲਾ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>ਨੰ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>ਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>ਸਥਿਤੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ਚੈੱਕ-ਇਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>ਨੋਟ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>late arrival: seat them in the next draw</source>
        <translation>ਦੇਰ ਨਾਲ ਆਏ: ਅਗਲੇ ਡਰਾਅ ਵਿੱਚ ਸੀਟ ਦਿਓ</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location line="+198"/>
        <source>All</source>
        <translation>ਸਾਰੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>ਹਾਜ਼ਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing</source>
        <translation>ਗ਼ੈਰਹਾਜ਼ਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late</source>
        <translation>ਦੇਰ ਨਾਲ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not admitted (EV-1)</source>
        <translation>ਦਾਖ਼ਲਾ ਨਹੀਂ (EV-1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No competitions yet.</source>
        <translation>ਅਜੇ ਕੋਈ ਮੁਕਾਬਲਾ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Here %d · Missing %d · Late %d · Not admitted %d</source>
        <translation>ਹਾਜ਼ਰ %d · ਗ਼ੈਰਹਾਜ਼ਰ %d · ਦੇਰ ਨਾਲ %d · ਦਾਖ਼ਲਾ ਨਹੀਂ %d</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/rules_dialog.py" line="+72"/>
        <source>Rules in force — %s</source>
        <translation>ਲਾਗੂ ਨਿਯਮ — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The desk&apos;s rulings for this game and for every competition. Beside a ruling that is a setting is the value this competition uses.</source>
        <translation>ਇਸ ਖੇਡ ਅਤੇ ਹਰ ਮੁਕਾਬਲੇ ਲਈ ਡੈਸਕ ਦੇ ਫ਼ੈਸਲੇ। ਜਿਹੜਾ ਫ਼ੈਸਲਾ ਇੱਕ ਸੈਟਿੰਗ ਹੈ, ਉਸ ਦੇ ਨਾਲ ਉਹ ਮੁੱਲ ਦਿਖਾਇਆ ਗਿਆ ਹੈ ਜੋ ਇਹ ਮੁਕਾਬਲਾ ਵਰਤਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find a ruling (BH-5) or a word…</source>
        <translation>ਕੋਈ ਫ਼ੈਸਲਾ (BH-5) ਜਾਂ ਸ਼ਬਦ ਲੱਭੋ…</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+10"/>
        <source>Rules</source>
        <translation>ਨਿਯਮ</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no competition &apos;%s&apos; in this event.</source>
        <translation>ਇਸ ਈਵੈਂਟ ਵਿੱਚ &apos;%s&apos; ਨਾਂ ਦਾ ਕੋਈ ਮੁਕਾਬਲਾ ਨਹੀਂ ਹੈ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rulings cannot be read: %s</source>
        <translation>ਫ਼ੈਸਲੇ ਪੜ੍ਹੇ ਨਹੀਂ ਜਾ ਸਕਦੇ: %s</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>In force here — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</source>
        <translation>ਇੱਥੇ ਲਾਗੂ — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Other settings of this competition</source>
        <translation>ਇਸ ਮੁਕਾਬਲੇ ਦੀਆਂ ਹੋਰ ਸੈਟਿੰਗਾਂ</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>the default</source>
        <translation>ਮੂਲ ਮੁੱਲ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed for this event; the default is %s</source>
        <translation>ਇਸ ਈਵੈਂਟ ਲਈ ਬਦਲਿਆ ਗਿਆ; ਮੂਲ ਮੁੱਲ %s ਹੈ</translation>
    </message>
</context>
<context>
    <name>RummyTableForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/rummy/description.py" line="+44"/>
        <source>normal</source>
        <translation>ਆਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first-turn rummy</source>
        <translation>ਪਹਿਲੀ ਵਾਰੀ ਵਿੱਚ ਰੰਮੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand rummy</source>
        <translation>ਹੈਂਡ ਰੰਮੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (stock ran out)</source>
        <translation>ਰੱਦ (ਸਟਾਕ ਮੁੱਕ ਗਿਆ)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>ਡੀਲ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type</source>
        <translation>ਕਿਸਮ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Deals</source>
        <translation>ਡੀਲਾਂ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Result</source>
        <translation>ਨਤੀਜਾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won</source>
        <translation>ਜਿੱਤਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped</source>
        <translation>ਡਰੌਪ ਕੀਤਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>ਹਾਰਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void</source>
        <translation>ਰੱਦ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dropped</source>
        <translation>ਡਰੌਪ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the first turn (25)</source>
        <translation>ਪਹਿਲੀ ਵਾਰੀ ਵਿੱਚ (25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>later (50)</source>
        <translation>ਬਾਅਦ ਵਿੱਚ (50)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points</source>
        <translation>ਪੁਆਇੰਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards</source>
        <translation>ਪੱਤੇ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild</source>
        <translation>ਵਾਈਲਡ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Had a turn</source>
        <translation>ਵਾਰੀ ਮਿਲੀ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target</source>
        <translation>ਟੀਚਾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal limit</source>
        <translation>ਡੀਲਾਂ ਦੀ ਹੱਦ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/rummy/score_form.py" line="+100"/>
        <source>Add a &amp;deal</source>
        <translation>ਡੀਲ ਜੋੜੋ (&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>w won · f first drop (25) · m middle drop (50) · a number: points lost · or the 13 cards (10H JH …) with the wild rank · v void · in first-turn and hand-rummy deals add + (had a turn) or - (no turn yet) to a loser</source>
        <translation>w ਜਿੱਤਿਆ · f ਪਹਿਲਾ ਡਰੌਪ (25) · m ਵਿਚਕਾਰਲਾ ਡਰੌਪ (50) · ਕੋਈ ਅੰਕ: ਗੁਆਏ ਪੁਆਇੰਟ · ਜਾਂ ਵਾਈਲਡ ਰੈਂਕ ਸਮੇਤ 13 ਪੱਤੇ (10H JH …) · v ਰੱਦ · ਪਹਿਲੀ-ਵਾਰੀ ਅਤੇ ਹੈਂਡ-ਰੰਮੀ ਵਾਲੀਆਂ ਡੀਲਾਂ ਵਿੱਚ ਹਾਰਨ ਵਾਲੇ ਨਾਲ + (ਵਾਰੀ ਮਿਲ ਚੁੱਕੀ ਸੀ) ਜਾਂ - (ਅਜੇ ਵਾਰੀ ਨਹੀਂ ਮਿਲੀ) ਜੋੜੋ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal %s</source>
        <translation>ਵੰਡ %s</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Not a valid sheet yet: see the notes under the deals.</source>
        <translation>ਸ਼ੀਟ ਹਾਲੇ ਠੀਕ ਨਹੀਂ: ਵੰਡਾਂ ਹੇਠਲੇ ਨੋਟ ਵੇਖੋ।</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+144"/>
        <source>out</source>
        <translation>ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%s (after deal %s)</source>
        <translation>%s (ਡੀਲ %s ਤੋਂ ਬਾਅਦ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out: %s</source>
        <translation>ਬਾਹਰ: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level on the lowest total: %s play one more deal between them (RU-8)</source>
        <translation>ਸਭ ਤੋਂ ਘੱਟ ਜੋੜ &apos;ਤੇ ਬਰਾਬਰ: %s ਆਪਸ ਵਿੱਚ ਇੱਕ ਡੀਲ ਹੋਰ ਖੇਡਦੇ ਹਨ (RU-8)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: %s</source>
        <translation>ਜੇਤੂ: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on.</source>
        <translation>ਗੇਮ ਜਾਰੀ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>SameNamesQuestion</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+213"/>
        <source>Same players?</source>
        <translation>ਉਹੀ ਖਿਡਾਰੀ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d rows have the name of a player already registered, with another date of birth:</source>
        <translation>%d ਕਤਾਰਾਂ ਵਿੱਚ ਪਹਿਲਾਂ ਤੋਂ ਰਜਿਸਟਰ ਖਿਡਾਰੀ ਦਾ ਨਾਂ ਹੈ, ਪਰ ਜਨਮ ਤਾਰੀਖ਼ ਹੋਰ ਹੈ:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Are they other people, to be registered as new players? No imports nothing: correct the date of birth that is wrong and import again.</source>
        <translation>ਕੀ ਇਹ ਹੋਰ ਲੋਕ ਹਨ, ਜਿਨ੍ਹਾਂ ਨੂੰ ਨਵੇਂ ਖਿਡਾਰੀਆਂ ਵਜੋਂ ਰਜਿਸਟਰ ਕਰਨਾ ਹੈ? &quot;ਨਹੀਂ&quot; ਕੁਝ ਵੀ ਇੰਪੋਰਟ ਨਹੀਂ ਕਰਦਾ: ਗ਼ਲਤ ਜਨਮ ਤਾਰੀਖ਼ ਠੀਕ ਕਰੋ ਅਤੇ ਫਿਰ ਇੰਪੋਰਟ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no date of birth</source>
        <translation>ਜਨਮ ਤਾਰੀਖ਼ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %d, %s, born %s</source>
        <translation>ਖਿਡਾਰੀ %d, %s, ਜਨਮ %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row %d: %s, born %s — %s</source>
        <translation>ਕਤਾਰ %d: %s, ਜਨਮ %s — %s</translation>
    </message>
</context>
<context>
    <name>ScoresArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="+106"/>
        <source>type or scan the sheet number, then Enter</source>
        <translation>ਸ਼ੀਟ ਨੰਬਰ ਲਿਖੋ ਜਾਂ ਸਕੈਨ ਕਰੋ, ਫਿਰ Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge P&amp;IN…</source>
        <translation>ਜੱਜ PIN (&amp;I)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Co&amp;mpetition</source>
        <translation>ਮੁਕਾਬਲਾ (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Round</source>
        <translation>ਰਾਊਂਡ (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sheet &amp;number</source>
        <translation>ਸ਼ੀਟ ਨੰਬਰ (&amp;N)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sheets</source>
        <translation>ਸ਼ੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>ਇਤਿਹਾਸ</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Add a competition first (Event area).</source>
        <translation>ਪਹਿਲਾਂ ਕੋਈ ਮੁਕਾਬਲਾ ਜੋੜੋ (ਈਵੈਂਟ ਭਾਗ)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%s&apos; has no rounds drawn yet (Draws area).</source>
        <translation>&apos;%s&apos; ਦੇ ਅਜੇ ਕਿਸੇ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ (ਡਰਾਅ ਭਾਗ)।</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Judge PIN not changed: %s</source>
        <translation>ਜੱਜ PIN ਨਹੀਂ ਬਦਲਿਆ: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge PIN changed.</source>
        <translation>ਜੱਜ PIN ਬਦਲ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judge PIN set.</source>
        <translation>ਜੱਜ PIN ਲੱਗ ਗਿਆ।</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seat_dialog.py" line="+37"/>
        <source>Seat a player</source>
        <translation>ਖਿਡਾਰੀ ਨੂੰ ਸੀਟ ਦਿਓ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %d</source>
        <translation>ਸੀਟ %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the player&apos;s name</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਨਾਮ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;eat</source>
        <translation>ਸੀਟ ਦਿਓ (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>ਖਿਡਾਰੀ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Chips</source>
        <translation>ਚਿੱਪਸ (&amp;C)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type the player&apos;s name.</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਨਾਮ ਲਿਖੋ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ਚਿੱਪਸ 0 ਜਾਂ ਵੱਧ ਦੀ ਰਕਮ ਹੁੰਦੇ ਹਨ, ਪੂਰੇ ਸੈਂਟਾਂ ਵਿੱਚ।</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="-56"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-37"/>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+1"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet this hand</source>
        <translation>ਇਸ ਬਾਜ਼ੀ ਦੀ ਸ਼ਰਤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>ਉਪਲਬਧ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Table</source>
        <translation>ਟੇਬਲ</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="-70"/>
        <source>Seats</source>
        <translation>ਸੀਟਾਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add seat…</source>
        <translation>ਸੀਟ ਜੋੜੋ (&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove seat…</source>
        <translation>ਸੀਟ ਹਟਾਓ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seats (%d of %d taken)</source>
        <translation>ਸੀਟਾਂ (%d / %d ਭਰੀਆਂ)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="-66"/>
        <source>Settings of %s</source>
        <translation>%s ਦੀਆਂ ਸੈਟਿੰਗਾਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kept in the history</source>
        <translation>ਇਤਿਹਾਸ ਵਿੱਚ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Why</source>
        <translation>ਕਾਰਨ (&amp;W)</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="-87"/>
        <source>Fixed: a round has been drawn with it</source>
        <translation>ਪੱਕਾ: ਇਸ ਨਾਲ ਇੱਕ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਹੋ ਚੁੱਕਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: a score sheet has been scored with it</source>
        <translation>ਪੱਕਾ: ਇਸ ਨਾਲ ਇੱਕ ਸਕੋਰ ਸ਼ੀਟ ਗਿਣੀ ਜਾ ਚੁੱਕੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the final table&apos;s sheet has been scored with it</source>
        <translation>ਪੱਕਾ: ਇਸ ਨਾਲ ਫ਼ਾਈਨਲ ਟੇਬਲ ਦੀ ਸ਼ੀਟ ਗਿਣੀ ਜਾ ਚੁੱਕੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed: players have entered with it</source>
        <translation>ਪੱਕਾ: ਇਸ ਨਾਲ ਖਿਡਾਰੀ ਦਾਖ਼ਲ ਹੋ ਚੁੱਕੇ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the clock has started</source>
        <translation>ਪੱਕਾ: ਘੜੀ ਸ਼ੁਰੂ ਹੋ ਚੁੱਕੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the seats have been drawn</source>
        <translation>ਪੱਕਾ: ਸੀਟਾਂ ਦਾ ਡਰਾਅ ਹੋ ਚੁੱਕਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: play has begun at the table</source>
        <translation>ਪੱਕਾ: ਟੇਬਲ ਤੇ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਚੁੱਕੀ ਹੈ</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/base.py" line="+169"/>
        <source>the rules of &apos;%s&apos; cannot check this sheet here (%s: %s)</source>
        <translation>&apos;%s&apos; ਦੇ ਨਿਯਮ ਇੱਥੇ ਇਸ ਸ਼ੀਟ ਦੀ ਜਾਂਚ ਨਹੀਂ ਕਰ ਸਕਦੇ (%s: %s)</translation>
    </message>
</context>
<context>
    <name>SheetJudgeAsking</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sheet_judge.py" line="+35"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s। ਤੁਹਾਡੀ ਐਂਟਰੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This sheet gives or takes off penalties: a judge answers for them, with the judge PIN (EV-4).</source>
        <translation>ਇਹ ਸ਼ੀਟ ਪੈਨਲਟੀਆਂ ਦਿੰਦੀ ਜਾਂ ਹਟਾਉਂਦੀ ਹੈ: ਜੱਜ PIN ਨਾਲ ਇੱਕ ਜੱਜ ਇਹਨਾਂ ਦੀ ਜ਼ਿੰਮੇਵਾਰੀ ਲੈਂਦਾ ਹੈ (EV-4)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: penalties on a sheet need a judge. Your entry is still in the form.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: ਸ਼ੀਟ &apos;ਤੇ ਪੈਨਲਟੀਆਂ ਲਈ ਜੱਜ ਚਾਹੀਦਾ ਹੈ। ਤੁਹਾਡੀ ਐਂਟਰੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>SheetJudgeDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-31"/>
        <source>Judge for the sheet&apos;s penalties</source>
        <translation>ਸ਼ੀਟ ਦੀਆਂ ਪੈਨਲਟੀਆਂ ਲਈ ਜੱਜ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ਜੱਜ ਦਾ ਨਾਮ ਦਿਓ।</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/panel.py" line="+66"/>
        <source>Choose a table, or type or scan its sheet number.</source>
        <translation>ਕੋਈ ਟੇਬਲ ਚੁਣੋ, ਜਾਂ ਉਸ ਦਾ ਸ਼ੀਟ ਨੰਬਰ ਲਿਖੋ ਜਾਂ ਸਕੈਨ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+187"/>
        <source>&amp;Save draft  (Ctrl+S)</source>
        <translation>ਡਰਾਫਟ ਸੇਵ ਕਰੋ (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Save and &amp;confirm  (Ctrl+Enter)</source>
        <translation>ਸੇਵ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ (&amp;C)  (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit as &amp;judge…</source>
        <translation>ਜੱਜ ਵਜੋਂ ਸੋਧੋ (&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first entry is wrong: &amp;replace it with this one</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਗ਼ਲਤ ਹੈ: ਉਸ ਨੂੰ ਇਸ ਨਾਲ ਬਦਲੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Penalty…</source>
        <translation>ਪੈਨਲਟੀ (&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>ਨਿਯਮ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for this competition, at the one a refusal cites</source>
        <translation>ਇਸ ਮੁਕਾਬਲੇ ਲਈ ਲਾਗੂ ਫ਼ੈਸਲੇ, ਉਸ ਫ਼ੈਸਲੇ &apos;ਤੇ ਖੁੱਲ੍ਹੇ ਜਿਸ ਦਾ ਹਵਾਲਾ ਰੱਦ ਹੋਣ ਦਾ ਸੁਨੇਹਾ ਦਿੰਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the sheet of %1, round %2, table %3</source>
        <translation>%1 ਦੀ ਸ਼ੀਟ, ਰਾਊਂਡ %2, ਟੇਬਲ %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%s — round %s — table %s (sheet %s): %s</source>
        <translation>%s — ਰਾਊਂਡ %s — ਟੇਬਲ %s (ਸ਼ੀਟ %s): %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sheets of this game are not entered here.</source>
        <translation>ਇਸ ਖੇਡ ਦੀਆਂ ਸ਼ੀਟਾਂ ਇੱਥੇ ਨਹੀਂ ਭਰੀਆਂ ਜਾਂਦੀਆਂ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your unsaved entry for this table was kept and is back in the form.</source>
        <translation>ਇਸ ਟੇਬਲ ਲਈ ਤੁਹਾਡੀ ਬਿਨਾਂ ਸੇਵ ਕੀਤੀ ਐਂਟਰੀ ਰੱਖੀ ਗਈ ਸੀ ਅਤੇ ਫ਼ਾਰਮ ਵਿੱਚ ਵਾਪਸ ਆ ਗਈ ਹੈ।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;p&gt;&lt;b&gt;To enter a score sheet:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Choose the competition and the round, at the top left.&lt;/li&gt;&lt;li&gt;Choose a table in the list (double-click it or press Enter), or type or scan the number printed on its sheet in &lt;i&gt;Sheet number&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;The table&apos;s sheet opens here: type what is written on it, then &lt;i&gt;Save draft&lt;/i&gt; or &lt;i&gt;Save and confirm&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tables in the list? Draw the round first, in the Draws area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ਸਕੋਰ ਸ਼ੀਟ ਦਰਜ ਕਰਨ ਲਈ:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;ਉੱਪਰ ਖੱਬੇ ਪਾਸੇ ਮੁਕਾਬਲਾ ਅਤੇ ਰਾਊਂਡ ਚੁਣੋ।&lt;/li&gt;&lt;li&gt;ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਟੇਬਲ ਚੁਣੋ (ਉਸ &apos;ਤੇ ਡਬਲ-ਕਲਿੱਕ ਕਰੋ ਜਾਂ Enter ਦਬਾਓ), ਜਾਂ ਉਸ ਦੀ ਸ਼ੀਟ &apos;ਤੇ ਛਪਿਆ ਨੰਬਰ &lt;i&gt;ਸ਼ੀਟ ਨੰਬਰ&lt;/i&gt; ਵਿੱਚ ਲਿਖੋ ਜਾਂ ਸਕੈਨ ਕਰੋ।&lt;/li&gt;&lt;li&gt;ਟੇਬਲ ਦੀ ਸ਼ੀਟ ਇੱਥੇ ਖੁੱਲ੍ਹਦੀ ਹੈ: ਉਸ &apos;ਤੇ ਜੋ ਲਿਖਿਆ ਹੈ ਉਹ ਟਾਈਪ ਕਰੋ, ਫਿਰ &lt;i&gt;ਡਰਾਫਟ ਸੇਵ ਕਰੋ&lt;/i&gt; ਜਾਂ &lt;i&gt;ਸੇਵ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ&lt;/i&gt;।&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;ਸੂਚੀ ਵਿੱਚ ਕੋਈ ਟੇਬਲ ਨਹੀਂ? ਪਹਿਲਾਂ ਡਰਾਅ ਵਿੱਚ ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਕੱਢੋ।&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>&amp;Save entry  (Ctrl+S)</source>
        <translation>ਐਂਟਰੀ ਸੇਵ ਕਰੋ (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save the judge&apos;s change  (Ctrl+S)</source>
        <translation>ਜੱਜ ਦੀ ਤਬਦੀਲੀ ਸੇਵ ਕਰੋ (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing stored for this table yet.</source>
        <translation>ਇਸ ਟੇਬਲ ਲਈ ਅਜੇ ਕੁਝ ਵੀ ਸਾਂਭਿਆ ਨਹੀਂ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmed (version %s). Only a judge can change it.</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋ ਚੁੱਕੀ ਹੈ (ਸੰਸਕਰਣ %s)। ਸਿਰਫ਼ ਜੱਜ ਹੀ ਇਸ ਨੂੰ ਬਦਲ ਸਕਦਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first entry (by %s) is in. Second entry: type the sheet again without looking at the first.</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ (%s ਵੱਲੋਂ) ਹੋ ਚੁੱਕੀ ਹੈ। ਦੂਜੀ ਐਂਟਰੀ: ਪਹਿਲੀ ਨੂੰ ਦੇਖੇ ਬਿਨਾਂ ਸ਼ੀਟ ਦੁਬਾਰਾ ਭਰੋ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored (by %s); it waits for a second, blind entry.</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਸਾਂਭੀ ਗਈ (%s ਵੱਲੋਂ); ਇਸ ਨੂੰ ਦੂਜੀ, ਬਿਨਾਂ ਦੇਖੇ ਕੀਤੀ ਐਂਟਰੀ ਦੀ ਉਡੀਕ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draft (version %1), entered by %2.</source>
        <translation>ਡਰਾਫ਼ਟ (ਸੰਸਕਰਨ %1), %2 ਵੱਲੋਂ ਦਰਜ।</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not saved: the sheet is not valid yet (see the notes on the form).</source>
        <translation>ਸੰਭਾਲਿਆ ਨਹੀਂ: ਸ਼ੀਟ ਹਾਲੇ ਠੀਕ ਨਹੀਂ (ਫ਼ਾਰਮ ਦੇ ਨੋਟ ਵੇਖੋ)।</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>This table is gone (the round was drawn again).</source>
        <translation>ਇਹ ਟੇਬਲ ਹੁਣ ਨਹੀਂ ਰਿਹਾ (ਰਾਊਂਡ ਦਾ ਡਰਾਅ ਦੁਬਾਰਾ ਕੱਢਿਆ ਗਿਆ)।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It has been changed at another desk since you opened it.</source>
        <translation> ਤੁਹਾਡੇ ਖੋਲ੍ਹਣ ਤੋਂ ਬਾਅਦ ਇਸ ਨੂੰ ਕਿਸੇ ਹੋਰ ਡੈਸਕ &apos;ਤੇ ਬਦਲਿਆ ਗਿਆ ਹੈ।</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Judges&apos; penalties at this table: %s.</source>
        <translation>ਇਸ ਟੇਬਲ ਤੇ ਜੱਜਾਂ ਦੇ ਜੁਰਮਾਨੇ: %s।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set aside: %s.</source>
        <translation>ਇੱਕ ਪਾਸੇ ਰੱਖਿਆ: %s।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: %s। ਤੁਹਾਡੀ ਐਂਟਰੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This sheet is confirmed: use &apos;Edit as judge&apos; to change it.</source>
        <translation>ਇਸ ਸ਼ੀਟ ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਚੁੱਕੀ ਹੈ: ਇਸ ਨੂੰ ਬਦਲਣ ਲਈ &apos;ਜੱਜ ਵਜੋਂ ਸੋਧੋ&apos; ਵਰਤੋ।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved and confirmed.</source>
        <translation>ਸੇਵ ਹੋ ਗਿਆ ਅਤੇ ਪੁਸ਼ਟੀ ਹੋ ਗਈ।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as a draft.</source>
        <translation>ਡਰਾਫਟ ਵਜੋਂ ਸੇਵ ਹੋ ਗਿਆ।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirmed.</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋ ਗਈ।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The version stored at the other desk is in the form now; yours was not saved.</source>
        <translation>ਦੂਜੇ ਡੈਸਕ &apos;ਤੇ ਸਾਂਭਿਆ ਰੂਪ ਹੁਣ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ; ਤੁਹਾਡਾ ਸੇਵ ਨਹੀਂ ਹੋਇਆ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: the sheet was changed at another desk. Your entry is still in the form.</source>
        <translation>ਸੇਵ ਨਹੀਂ ਹੋਇਆ: ਸ਼ੀਟ ਕਿਸੇ ਹੋਰ ਡੈਸਕ &apos;ਤੇ ਬਦਲੀ ਗਈ ਸੀ। ਤੁਹਾਡੀ ਐਂਟਰੀ ਅਜੇ ਵੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ।</translation>
    </message>
</context>
<context>
    <name>SidesBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sides.py" line="+52"/>
        <source>%1 at %2, from %3</source>
        <translation>%1, %2 ਵਜੇ, %3 ਤੋਂ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>yes</source>
        <translation>ਹਾਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>agreed at the table, the desk&apos;s draft differs</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਸਹਿਮਤੀ, ਡੈਸਕ ਦਾ ਡਰਾਫਟ ਵੱਖਰਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>agreed at the table</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਸਹਿਮਤੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries differ</source>
        <translation>ਐਂਟਰੀਆਂ ਵੱਖਰੀਆਂ ਹਨ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 sides entered</source>
        <translation>%2 ਵਿੱਚੋਂ %1 ਪਾਸਿਆਂ ਨੇ ਭਰਿਆ</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Entered at the table: %s.</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਭਰੀ ਗਈ: %s।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt; (%s), but the draft below was typed at the desk and differs from their sheet at the marked fields. Check the paper sheet: keep the desk&apos;s draft, or take the sides&apos; entry into the form; then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ਟੇਬਲ &apos;ਤੇ ਸਹਿਮਤੀ&lt;/b&gt; (%s), ਪਰ ਹੇਠਾਂ ਵਾਲਾ ਡਰਾਫਟ ਡੈਸਕ &apos;ਤੇ ਟਾਈਪ ਹੋਇਆ ਸੀ ਅਤੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨਿਆਂ ਵਿੱਚ ਉਹਨਾਂ ਦੀ ਸ਼ੀਟ ਤੋਂ ਵੱਖਰਾ ਹੈ। ਕਾਗਜ਼ ਦੀ ਸ਼ੀਟ ਜਾਂਚੋ: ਡੈਸਕ ਦਾ ਡਰਾਫਟ ਰੱਖੋ, ਜਾਂ ਪਾਸਿਆਂ ਦੀ ਐਂਟਰੀ ਫ਼ਾਰਮ ਵਿੱਚ ਲਓ; ਫਿਰ &lt;i&gt;ਸੇਵ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ&lt;/i&gt; (Ctrl+Enter)।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt;: every side entered this sheet (%s). It is the draft below: check it against the paper sheet, then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ਟੇਬਲ &apos;ਤੇ ਸਹਿਮਤੀ&lt;/b&gt;: ਹਰ ਪਾਸੇ ਨੇ ਇਹੀ ਸ਼ੀਟ ਭਰੀ (%s)। ਹੇਠਾਂ ਵਾਲਾ ਡਰਾਫਟ ਇਹੀ ਹੈ: ਕਾਗਜ਼ ਦੀ ਸ਼ੀਟ ਨਾਲ ਮਿਲਾਓ, ਫਿਰ &lt;i&gt;ਸੇਵ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ&lt;/i&gt; (Ctrl+Enter)।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;The sides&apos; entries differ&lt;/b&gt; at the fields below (%s). Check the paper sheet, take one side&apos;s entry into the form, correct it and confirm it.</source>
        <translation>ਹੇਠਲੇ ਖਾਨਿਆਂ ਵਿੱਚ &lt;b&gt;ਪਾਸਿਆਂ ਦੀਆਂ ਐਂਟਰੀਆਂ ਵੱਖਰੀਆਂ ਹਨ&lt;/b&gt; (%s)। ਕਾਗਜ਼ ਦੀ ਸ਼ੀਟ ਜਾਂਚੋ, ਇੱਕ ਪਾਸੇ ਦੀ ਐਂਟਰੀ ਫ਼ਾਰਮ ਵਿੱਚ ਲਓ, ਠੀਕ ਕਰੋ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entered at the table so far: %1. Waiting for %2.</source>
        <translation>ਹੁਣ ਤੱਕ ਟੇਬਲ &apos;ਤੇ ਭਰੀ ਗਈ: %1। %2 ਦੀ ਉਡੀਕ ਹੈ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the sides&apos; entry into the form</source>
        <translation>ਪਾਸਿਆਂ ਦੀ ਐਂਟਰੀ ਫ਼ਾਰਮ ਵਿੱਚ ਲਓ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %s&apos;s entry into the form</source>
        <translation>%s ਦੀ ਐਂਟਰੀ ਫ਼ਾਰਮ ਵਿੱਚ ਲਓ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Field</source>
        <translation>ਖਾਨਾ</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+15"/>
        <source>%1 entered %2</source>
        <translation>%1 ਨੇ %2 ਭਰਿਆ</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s&apos;s entry is in the form (not saved yet): correct the marked fields from the paper sheet, then Save and confirm (Ctrl+Enter).</source>
        <translation>%s ਦੀ ਐਂਟਰੀ ਫ਼ਾਰਮ ਵਿੱਚ ਹੈ (ਅਜੇ ਸੇਵ ਨਹੀਂ ਹੋਈ): ਨਿਸ਼ਾਨ ਲੱਗੇ ਖਾਨੇ ਕਾਗਜ਼ ਦੀ ਸ਼ੀਟ ਤੋਂ ਠੀਕ ਕਰੋ, ਫਿਰ ਸੇਵ ਅਤੇ ਪੁਸ਼ਟੀ ਕਰੋ (Ctrl+Enter)।</translation>
    </message>
</context>
<context>
    <name>StandingsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+104"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Add a competition first (Event area).</source>
        <translation>ਪਹਿਲਾਂ ਕੋਈ ਮੁਕਾਬਲਾ ਜੋੜੋ (ਈਵੈਂਟ ਭਾਗ)।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 confirmed sheet counted</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋਈ 1 ਸ਼ੀਟ ਗਿਣੀ ਗਈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s confirmed sheets counted</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋਈਆਂ %s ਸ਼ੀਟਾਂ ਗਿਣੀਆਂ ਗਈਆਂ</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/board.py" line="+105"/>
        <source>%s — standings</source>
        <translation>%s — ਦਰਜਾਬੰਦੀ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>table %s</source>
        <translation>ਟੇਬਲ %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Find your table — %s, round %d</source>
        <translation>ਆਪਣਾ ਟੇਬਲ ਲੱਭੋ — %s, ਰਾਊਂਡ %d</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Announcement</source>
        <translation>ਐਲਾਨ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Standings board</source>
        <translation>ਦਰਜਾਬੰਦੀ ਬੋਰਡ</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Welcome!</source>
        <translation>ਜੀ ਆਇਆਂ ਨੂੰ!</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+73"/>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-104"/>
        <location filename="../../cardnight_desk/web/words.py" line="+11"/>
        <source>Place</source>
        <translation>ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>ਸੀਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+5"/>
        <source>Player</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+35"/>
        <source>Chips</source>
        <translation>ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-34"/>
        <source>Master</source>
        <translation>ਮਾਸਟਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>ਬੋਨਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>ਸਕੋਰ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>ਜਿੱਤੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>ਪੁਆਇੰਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>ਕਿਹੜੇ ਰਾਊਂਡ ਤੱਕ ਪਹੁੰਚੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place at table</source>
        <translation>ਟੇਬਲ &apos;ਤੇ ਸਥਾਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>ਜੋੜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out after deal</source>
        <translation>ਕਿਹੜੀ ਡੀਲ ਤੋਂ ਬਾਅਦ ਬਾਹਰ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-11"/>
        <source>Team</source>
        <translation>ਟੀਮ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+1"/>
        <source>Side</source>
        <translation>ਪਾਸਾ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-14"/>
        <location filename="../../cardnight_desk/web/words.py" line="-2"/>
        <source>still in</source>
        <translation>ਅਜੇ ਖੇਡ ਵਿੱਚ</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Played</source>
        <translation>ਖੇਡੇ</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+34"/>
        <source>Level</source>
        <translation>ਲੈਵਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small blind</source>
        <translation>ਸਮਾਲ ਬਲਾਈਂਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big blind</source>
        <translation>ਬਿਗ ਬਲਾਈਂਡ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante</source>
        <translation>ਐਂਟੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>ਮਿੰਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-up notice</source>
        <translation>ਕਲਰ-ਅੱਪ ਦੀ ਸੂਚਨਾ</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="-239"/>
        <source>draft</source>
        <translation>ਡਰਾਫਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed</source>
        <translation>ਪੁਸ਼ਟੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <translation>ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet no.</source>
        <translation>ਸ਼ੀਟ ਨੰ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>ਖੇਡ ਰਹੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet</source>
        <translation>ਸ਼ੀਟ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>first entry in</source>
        <translation>ਪਹਿਲੀ ਐਂਟਰੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seat %s: %s</source>
        <translation>ਸੀਟ %s: %s</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/team_form.py" line="+60"/>
        <source>name or player number</source>
        <translation>ਨਾਮ ਜਾਂ ਖਿਡਾਰੀ ਨੰਬਰ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Register &amp;team</source>
        <translation>ਟੀਮ ਰਜਿਸਟਰ ਕਰੋ (&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dissolve team…</source>
        <translation>ਟੀਮ ਭੰਗ ਕਰੋ (&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name team…</source>
        <translation>ਟੀਮ ਦਾ ਨਾਂ ਬਦਲੋ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpetition</source>
        <translation>ਮੁਕਾਬਲਾ (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team &amp;name</source>
        <translation>ਟੀਮ ਦਾ ਨਾਮ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player &amp;%d</source>
        <translation>ਖਿਡਾਰੀ &amp;%d</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the new team %s</source>
        <translation>ਨਵੀਂ ਟੀਮ %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new team&apos;s players</source>
        <translation>ਇੱਕ ਨਵੀਂ ਟੀਮ ਦੇ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a team competition first (Bhukhar, 28 or Bukharo).</source>
        <translation>ਪਹਿਲਾਂ ਕੋਈ ਟੀਮ ਮੁਕਾਬਲਾ ਜੋੜੋ (Bhukhar, 28 ਜਾਂ Bukharo)।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team &apos;%s&apos; registered in %s: %s.</source>
        <translation>ਟੀਮ &apos;%s&apos; %s ਵਿੱਚ ਰਜਿਸਟਰ ਹੋਈ: %s।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the team to rename in the list.</source>
        <translation>ਸੂਚੀ ਵਿੱਚ ਉਹ ਟੀਮ ਚੁਣੋ ਜਿਸਦਾ ਨਾਂ ਬਦਲਣਾ ਹੈ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rename team</source>
        <translation>ਟੀਮ ਦਾ ਨਾਂ ਬਦਲੋ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s ਦਾ ਨਵਾਂ ਨਾਂ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%s is now %s.</source>
        <translation>%s ਹੁਣ %s ਹੈ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the team to dissolve in the list.</source>
        <translation>ਸੂਚੀ ਵਿੱਚੋਂ ਭੰਗ ਕਰਨ ਵਾਲੀ ਟੀਮ ਚੁਣੋ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dissolve team</source>
        <translation>ਟੀਮ ਭੰਗ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve team &apos;%s&apos; in %s? Its players stay registered.</source>
        <translation>ਕੀ ਟੀਮ &apos;%s&apos; ਨੂੰ %s ਵਿੱਚ ਭੰਗ ਕਰਨਾ ਹੈ? ਇਸ ਦੇ ਖਿਡਾਰੀ ਰਜਿਸਟਰਡ ਰਹਿਣਗੇ।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve</source>
        <translation>ਭੰਗ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Team &apos;%s&apos; dissolved.</source>
        <translation>ਟੀਮ &apos;%s&apos; ਭੰਗ ਕੀਤੀ ਗਈ।</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+118"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ਟੀਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>ਖਿਡਾਰੀ</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+61"/>
        <source>Tournament</source>
        <translation>ਟੂਰਨਾਮੈਂਟ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tournament over after %d hands: the final ranking</source>
        <translation>%d ਬਾਜ਼ੀਆਂ ਤੋਂ ਬਾਅਦ ਟੂਰਨਾਮੈਂਟ ਖ਼ਤਮ: ਅੰਤਿਮ ਦਰਜਾਬੰਦੀ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %d of %d — %d left</source>
        <translation>ਬਾਜ਼ੀ %d / %d — %d ਬਾਕੀ</translation>
    </message>
</context>
<context>
    <name>TwentyEightForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+32"/>
        <source>cot: took every trick</source>
        <translation>ਕੋਟ: ਸਾਰੇ ਹੱਥ ਜਿੱਤੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: lost a trick</source>
        <translation>ਕੋਟ: ਇੱਕ ਹੱਥ ਹਾਰਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: surrendered to</source>
        <translation>ਕੋਟ: ਹਾਰ ਮੰਨ ਲਈ ਗਈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: took every trick</source>
        <translation>ਕਾਊਂਟਰ ਕੋਟ: ਸਾਰੇ ਹੱਥ ਜਿੱਤੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: lost a trick</source>
        <translation>ਕਾਊਂਟਰ ਕੋਟ: ਇੱਕ ਹੱਥ ਹਾਰਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: surrendered to</source>
        <translation>ਕਾਊਂਟਰ ਕੋਟ: ਹਾਰ ਮੰਨ ਲਈ ਗਈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in progress</source>
        <translation>ਜਾਰੀ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level after 12 deals: an extra round of 6 deals is due (TE-7)</source>
        <translation>12 ਡੀਲਾਂ ਤੋਂ ਬਾਅਦ ਬਰਾਬਰ: 6 ਡੀਲਾਂ ਦਾ ਇੱਕ ਵਾਧੂ ਰਾਊਂਡ ਖੇਡਣਾ ਹੈ (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>still level after the extra round: record the coin toss (TE-7)</source>
        <translation>ਵਾਧੂ ਰਾਊਂਡ ਤੋਂ ਬਾਅਦ ਵੀ ਬਰਾਬਰ: ਸਿੱਕਾ ਉਛਾਲਣ ਦਾ ਨਤੀਜਾ ਦਰਜ ਕਰੋ (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>ਖ਼ਤਮ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+65"/>
        <source>Deal</source>
        <translation>ਡੀਲ</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Bidder</source>
        <translation>ਬੋਲੀ ਲਾਉਣ ਵਾਲਾ</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deals</source>
        <translation>ਡੀਲਾਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid</source>
        <translation>ਬੋਲੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>ਨਤੀਜਾ</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cot</source>
        <translation>ਕੋਟ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thani won</source>
        <translation>ਥਾਨੀ ਜਿੱਤੀ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by</source>
        <translation>ਕਿਸ ਨੇ ਐਲਾਨਿਆ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>ਸਿੱਟਾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took every trick</source>
        <translation>ਸਾਰੇ ਹੱਥ ਜਿੱਤੇ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost a trick</source>
        <translation>ਇੱਕ ਹੱਥ ਹਾਰਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered to</source>
        <translation>ਹਾਰ ਮੰਨ ਲਈ ਗਈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul by</source>
        <translation>ਫ਼ਾਊਲ ਕਿਸ ਨੇ ਕੀਤਾ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+24"/>
        <source>Running total</source>
        <translation>ਚੱਲਦਾ ਜੋੜ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;i&gt;Extra round: only when level after 12 deals&lt;/i&gt;</source>
        <translation>&lt;i&gt;ਵਾਧੂ ਰਾਊਂਡ: ਸਿਰਫ਼ ਜਦੋਂ 12 ਡੀਲਾਂ ਤੋਂ ਬਾਅਦ ਬਰਾਬਰ ਹੋਵੇ&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+17"/>
        <source>Coin toss won by</source>
        <translation>ਸਿੱਕਾ ਉਛਾਲ ਕਿਸ ਨੇ ਜਿੱਤਿਆ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+27"/>
        <source>Bid: 16–28 or t (thani). Result: the bidders&apos; trick points; thani w or l.</source>
        <translation>ਬੋਲੀ: 16–28 ਜਾਂ t (thani)। ਨਤੀਜਾ: ਬੋਲੀ ਲਾਉਣ ਵਾਲਿਆਂ ਦੇ ਜਿੱਤੇ ਹੱਥਾਂ ਦੇ ਪੁਆਇੰਟ; thani ਲਈ w ਜਾਂ l।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="-15"/>
        <source>redeal (no trump, TE-6)</source>
        <translation>ਦੁਬਾਰਾ ਵੰਡ (ਤੁਰਪ ਨਹੀਂ, TE-6)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+170"/>
        <source>Not a valid sheet yet: see the notes beside the fields.</source>
        <translation>ਸ਼ੀਟ ਅਜੇ ਸਹੀ ਨਹੀਂ: ਖ਼ਾਨਿਆਂ ਦੇ ਨਾਲ ਲਿਖੇ ਨੋਟ ਦੇਖੋ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — winner: %s</source>
        <translation> — ਜੇਤੂ: %s</translation>
    </message>
</context>
<context>
    <name>UndoDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="-189"/>
        <source>Undo the last score change</source>
        <translation>ਆਖ਼ਰੀ ਸਕੋਰ ਤਬਦੀਲੀ ਵਾਪਸ ਲਓ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo “%s” (%s, %s)?
Undoing %s. The history keeps both the change and its undoing.</source>
        <translation>ਕੀ “%s” (%s, %s) ਵਾਪਸ ਲੈਣਾ ਹੈ?
ਵਾਪਸ ਲੈਣ ਨਾਲ: %s। ਇਤਿਹਾਸ ਵਿੱਚ ਤਬਦੀਲੀ ਅਤੇ ਉਸ ਨੂੰ ਵਾਪਸ ਲੈਣਾ, ਦੋਵੇਂ ਦਰਜ ਰਹਿੰਦੇ ਹਨ।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It changes a confirmed result: a judge&apos;s action (EV-4).</source>
        <translation>ਇਹ ਪੁਸ਼ਟੀ ਹੋਏ ਨਤੀਜੇ ਨੂੰ ਬਦਲਦਾ ਹੈ: ਇਹ ਜੱਜ ਦਾ ਕੰਮ ਹੈ (EV-4)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>ਜੱਜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ਜੱਜ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>ਕਿਉਂ</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../cardnight_desk/gui/welcome.py" line="+39"/>
        <source>Card Night Desk</source>
        <translation>Card Night Desk</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Registration, draws, score sheets, standings and printouts for your card night.</source>
        <translation>ਤੁਹਾਡੀ ਕਾਰਡ ਨਾਈਟ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨ, ਡਰਾਅ, ਸਕੋਰ ਸ਼ੀਟਾਂ, ਦਰਜਾਬੰਦੀ ਅਤੇ ਪ੍ਰਿੰਟਆਊਟ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New event…</source>
        <translation>ਨਵਾਂ ਈਵੈਂਟ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open event…</source>
        <translation>ਈਵੈਂਟ ਖੋਲ੍ਹੋ (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Try the demo night</source>
        <translation>ਡੈਮੋ ਨਾਈਟ ਅਜ਼ਮਾਓ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card night already under way, in a file of its own, to explore safely (judge PIN %s)</source>
        <translation>ਪਹਿਲਾਂ ਤੋਂ ਚੱਲ ਰਹੀ ਇੱਕ ਕਾਰਡ ਨਾਈਟ, ਆਪਣੀ ਵੱਖਰੀ ਫ਼ਾਈਲ ਵਿੱਚ, ਬੇਫ਼ਿਕਰ ਹੋ ਕੇ ਦੇਖਣ ਲਈ (ਜੱਜ PIN %s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start here</source>
        <translation>ਇੱਥੋਂ ਸ਼ੁਰੂ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tonight&apos;s card night: its name, its date, and the file that keeps it.</source>
        <translation>ਅੱਜ ਰਾਤ ਦੀ ਕਾਰਡ ਨਾਈਟ: ਉਸ ਦਾ ਨਾਮ, ਤਾਰੀਖ਼, ਅਤੇ ਉਸ ਨੂੰ ਸਾਂਭਣ ਵਾਲੀ ਫ਼ਾਈਲ।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An event made before: a file on this computer or a USB stick, or a shared database.</source>
        <translation>ਪਹਿਲਾਂ ਬਣਾਇਆ ਈਵੈਂਟ: ਇਸ ਕੰਪਿਊਟਰ ਜਾਂ USB ਸਟਿੱਕ &apos;ਤੇ ਫ਼ਾਈਲ, ਜਾਂ ਸਾਂਝਾ ਡਾਟਾਬੇਸ।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recent events</source>
        <translation>ਹਾਲੀਆ ਈਵੈਂਟ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click one, or press Enter, to open it again.</source>
        <translation>ਦੁਬਾਰਾ ਖੋਲ੍ਹਣ ਲਈ ਉਸ &apos;ਤੇ ਡਬਲ-ਕਲਿੱਕ ਕਰੋ, ਜਾਂ Enter ਦਬਾਓ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None yet: an event you make or open is listed here.</source>
        <translation>ਅਜੇ ਕੋਈ ਨਹੀਂ: ਜੋ ਈਵੈਂਟ ਤੁਸੀਂ ਬਣਾਓਗੇ ਜਾਂ ਖੋਲ੍ਹੋਗੇ, ਉਹ ਇੱਥੇ ਦਿਖੇਗਾ।</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-153"/>
        <source>Withdraw a player</source>
        <translation>ਖਿਡਾਰੀ ਦਾ ਨਾਮ ਵਾਪਸ ਲਓ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Withdraw</source>
        <translation>ਨਾਮ ਵਾਪਸ ਲਓ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdraw %s (player %d) from:</source>
        <translation>%s (ਖਿਡਾਰੀ %d) ਦਾ ਨਾਮ ਇਸ ਵਿੱਚੋਂ ਵਾਪਸ ਲਓ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Competition</source>
        <translation>ਮੁਕਾਬਲਾ (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>ਕਾਰਨ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>ਜੱਜ PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s will no longer play in %s.</source>
        <translation>%s ਹੁਣ %s ਵਿੱਚ ਨਹੀਂ ਖੇਡੇਗਾ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their team &apos;%s&apos; will be dissolved; its other players stay registered.</source>
        <translation>ਉਹਨਾਂ ਦੀ ਟੀਮ &apos;%s&apos; ਭੰਗ ਹੋ ਜਾਵੇਗੀ; ਇਸ ਦੇ ਬਾਕੀ ਖਿਡਾਰੀ ਰਜਿਸਟਰਡ ਰਹਿਣਗੇ।</translation>
    </message>
</context>
<context>
    <name>_Task</name>
    <message>
        <location filename="../../cardnight_desk/gui/background.py" line="+39"/>
        <source>something went wrong: %s: %s</source>
        <translation>ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ: %s: %s</translation>
    </message>
</context>
<context>
    <name>poker</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/area.py" line="+92"/>
        <source>Open clock &amp;display</source>
        <translation>ਘੜੀ ਦਾ ਡਿਸਪਲੇ ਖੋਲ੍ਹੋ (&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Competition</source>
        <translation>ਮੁਕਾਬਲਾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start clock</source>
        <translation>ਘੜੀ ਸ਼ੁਰੂ ਕਰੋ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>ਰੋਕੋ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>ਮੁੜ ਸ਼ੁਰੂ ਕਰੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Level back</source>
        <translation>◀ ਪਿਛਲਾ ਲੈਵਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level forward ▶</source>
        <translation>ਅਗਲਾ ਲੈਵਲ ▶</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clock</source>
        <translation>ਘੜੀ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players and tables</source>
        <translation>ਖਿਡਾਰੀ ਅਤੇ ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts and moves</source>
        <translation>ਬਾਹਰ ਹੋਏ ਅਤੇ ਸੀਟ ਬਦਲੀਆਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and prizes</source>
        <translation>ਸਥਾਨ ਅਤੇ ਇਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ਬਲਾਈਂਡ ਢਾਂਚਾ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Enter the &amp;registered players</source>
        <translation>ਰਜਿਸਟਰਡ ਖਿਡਾਰੀ ਦਾਖ਼ਲ ਕਰੋ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checked in only</source>
        <translation>ਸਿਰਫ਼ ਚੈੱਕ-ਇਨ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of a late player</source>
        <translation>ਦੇਰ ਨਾਲ ਆਏ ਖਿਡਾਰੀ ਦਾ ਨਾਮ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player is seated (ruling PK-2)</source>
        <translation>ਖਿਡਾਰੀ ਨੂੰ ਸੀਟ ਕਦੋਂ ਮਿਲਦੀ ਹੈ (ਫ਼ੈਸਲਾ PK-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late entry</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as few as fit</source>
        <translation>ਜਿੰਨੇ ਘੱਟ ਹੋ ਸਕਣ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tables: </source>
        <translation>ਟੇਬਲ: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw the seats</source>
        <translation>ਸੀਟਾਂ ਦਾ ਡਰਾਅ ਕੱਢੋ (&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;table</source>
        <translation>ਟੇਬਲ ਖੋਲ੍ਹੋ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another empty table, when late entries fill every seat</source>
        <translation>ਇੱਕ ਹੋਰ ਖ਼ਾਲੀ ਟੇਬਲ, ਜਦੋਂ ਦੇਰ ਨਾਲ ਆਏ ਖਿਡਾਰੀ ਹਰ ਸੀਟ ਭਰ ਦੇਣ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Undo the last bust…</source>
        <translation>ਆਖ਼ਰੀ ਬਾਹਰ ਹੋਣਾ ਵਾਪਸ ਲਓ (&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Balance the tables</source>
        <translation>ਟੇਬਲ ਸੰਤੁਲਿਤ ਕਰੋ (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables not balanced</source>
        <translation>ਟੇਬਲ ਸੰਤੁਲਿਤ ਨਹੀਂ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redraw the &amp;final table…</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ ਦਾ ਡਰਾਅ ਦੁਬਾਰਾ ਕੱਢੋ (&amp;F)…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Add a poker competition in the Event area to run a freezeout here.</source>
        <translation>ਇੱਥੇ ਫ੍ਰੀਜ਼ਆਊਟ ਚਲਾਉਣ ਲਈ ਈਵੈਂਟ ਭਾਗ ਵਿੱਚ ਪੋਕਰ ਮੁਕਾਬਲਾ ਜੋੜੋ।</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%d entered, %d still in. Structure: %s</source>
        <translation>%d ਦਾਖ਼ਲ, %d ਅਜੇ ਖੇਡ ਵਿੱਚ। ਢਾਂਚਾ: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seat draw seed %d</source>
        <translation>ਸੀਟ ਡਰਾਅ ਸੀਡ %d</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Prizes (PK-6): %s. Pool %s.</source>
        <translation>ਇਨਾਮ (PK-6): %s। ਕੁੱਲ ਇਨਾਮੀ ਰਕਮ %s।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>by the clock</source>
        <translation>ਘੜੀ ਅਨੁਸਾਰ</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+37"/>
        <location filename="../../cardnight_desk/web/words.py" line="+21"/>
        <source>Break</source>
        <translation>ਬ੍ਰੇਕ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Level %d</source>
        <translation>ਪੱਧਰ %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> — paused</source>
        <translation> — ਰੁਕੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — not started</source>
        <translation> — ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Players not entered</source>
        <translation>ਖਿਡਾਰੀ ਦਾਖ਼ਲ ਨਹੀਂ ਹੋਏ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Late entry refused</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ ਰੱਦ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats not drawn</source>
        <translation>ਸੀਟਾਂ ਦਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table not opened</source>
        <translation>ਟੇਬਲ ਨਹੀਂ ਖੁੱਲ੍ਹਿਆ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bust not entered</source>
        <translation>ਬਾਹਰ ਹੋਣਾ ਦਰਜ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bust not recorded</source>
        <translation>ਬਾਹਰ ਹੋਣਾ ਦਰਜ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s leaves and forfeits: placed as out now (PK-5)?</source>
        <translation>%s ਛੱਡ ਕੇ ਜਾ ਰਿਹਾ ਹੈ ਅਤੇ ਹਾਰ ਮੰਨਦਾ ਹੈ: ਕੀ ਹੁਣੇ ਬਾਹਰ ਹੋਏ ਵਜੋਂ ਸਥਾਨ ਦੇਣਾ ਹੈ (PK-5)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player leaves</source>
        <translation>ਖਿਡਾਰੀ ਛੱਡ ਕੇ ਜਾਂਦਾ ਹੈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not entered</source>
        <translation>ਦਰਜ ਨਹੀਂ ਹੋਇਆ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undo the last bust</source>
        <translation>ਆਖ਼ਰੀ ਬਾਹਰ ਹੋਣਾ ਵਾਪਸ ਲਓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %s back in the tournament?</source>
        <translation>ਕੀ %s ਨੂੰ ਟੂਰਨਾਮੈਂਟ ਵਿੱਚ ਵਾਪਸ ਲਿਆਉਣਾ ਹੈ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bust not undone</source>
        <translation>ਬਾਹਰ ਹੋਣਾ ਵਾਪਸ ਨਹੀਂ ਲਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redraw every player left into one table, with a new button?</source>
        <translation>ਕੀ ਬਾਕੀ ਸਾਰੇ ਖਿਡਾਰੀਆਂ ਦਾ ਇੱਕ ਟੇਬਲ &apos;ਤੇ, ਨਵੇਂ ਡੀਲਰ ਬਟਨ ਨਾਲ, ਦੁਬਾਰਾ ਡਰਾਅ ਕੱਢਣਾ ਹੈ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table not drawn</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ ਦਾ ਡਰਾਅ ਨਹੀਂ ਕੱਢਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Structure not changed</source>
        <translation>ਢਾਂਚਾ ਨਹੀਂ ਬਦਲਿਆ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/bust_form.py" line="+37"/>
        <location line="+55"/>
        <source>not given</source>
        <translation>ਨਹੀਂ ਦਿੱਤਾ</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>The hand number; needed when several players go out in one hand (PK-5)</source>
        <translation>ਬਾਜ਼ੀ ਦਾ ਨੰਬਰ; ਜਦੋਂ ਇੱਕ ਬਾਜ਼ੀ ਵਿੱਚ ਕਈ ਖਿਡਾਰੀ ਬਾਹਰ ਹੋਣ ਤਾਂ ਲੋੜੀਂਦਾ ਹੈ (PK-5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player out</source>
        <translation>ਬਾਹਰ ਹੋਇਆ ਖਿਡਾਰੀ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>ਬਾਜ਼ੀ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਚਿੱਪਸ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player out in this &amp;hand</source>
        <translation>ਇਸ ਬਾਜ਼ੀ ਵਿੱਚ ਇੱਕ ਹੋਰ ਖਿਡਾਰੀ ਬਾਹਰ (&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player fewer</source>
        <translation>ਇੱਕ ਖਿਡਾਰੀ ਘੱਟ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Out</source>
        <translation>ਬਾਹਰ (&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &amp;leaves (forfeits)</source>
        <translation>ਖਿਡਾਰੀ ਛੱਡ ਕੇ ਜਾਂਦਾ ਹੈ (ਹਾਰ ਮੰਨਦਾ ਹੈ) (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand</source>
        <translation>ਬਾਜ਼ੀ</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>the bust of %s, not entered</source>
        <translation>%s ਦਾ ਬਾਹਰ ਹੋਣਾ, ਦਰਜ ਨਹੀਂ ਕੀਤਾ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/clock_display.py" line="+52"/>
        <source>Poker clock — %s</source>
        <translation>ਪੋਕਰ ਘੜੀ — %s</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>BREAK</source>
        <translation>ਬ੍ਰੇਕ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LEVEL %d</source>
        <translation>ਲੈਵਲ %d</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NOT STARTED</source>
        <translation>ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>ਰੁਕੀ ਹੋਈ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LAST LEVEL</source>
        <translation>ਆਖ਼ਰੀ ਲੈਵਲ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play resumes</source>
        <translation>ਖੇਡ ਮੁੜ ਸ਼ੁਰੂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next: level %d  %s</source>
        <translation>ਅਗਲਾ: ਲੈਵਲ %d  %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last level</source>
        <translation>ਆਖ਼ਰੀ ਲੈਵਲ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break in %s</source>
        <translation>%s ਵਿੱਚ ਬ੍ਰੇਕ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players %d / %d</source>
        <translation>ਖਿਡਾਰੀ %d / %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average %s</source>
        <translation>ਔਸਤ %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips %s</source>
        <translation>ਚਿੱਪਸ %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level: %s</source>
        <translation>ਅਗਲਾ ਲੈਵਲ: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late entry open — closes in %s</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ ਖੁੱਲ੍ਹਾ — %s ਵਿੱਚ ਬੰਦ ਹੋਵੇਗਾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Late entry open</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ ਖੁੱਲ੍ਹਾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late entry closed</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ ਬੰਦ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-23"/>
        <source>out</source>
        <translation>ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in</source>
        <translation>ਖੇਡ ਵਿੱਚ</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D: the dealer button. BB: the next hand&apos;s big blind, the first to move (PK-4).</source>
        <translation>D: ਡੀਲਰ ਬਟਨ। BB: ਅਗਲੀ ਬਾਜ਼ੀ ਦਾ ਬਿਗ ਬਲਾਈਂਡ, ਜਿਸ ਨੂੰ ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਦੂਜੇ ਟੇਬਲ &apos;ਤੇ ਭੇਜਿਆ ਜਾਂਦਾ ਹੈ (PK-4)।</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>left, forfeited (PK-5)</source>
        <translation>ਛੱਡ ਗਿਆ, ਹਾਰ ਮੰਨੀ (PK-5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="+78"/>
        <location line="+1"/>
        <source>table %s seat %d</source>
        <translation>ਟੇਬਲ %s ਸੀਟ %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="-34"/>
        <source> (hand %d)</source>
        <translation> (ਬਾਜ਼ੀ %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: %s</source>
        <translation>ਬਾਹਰ: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left: %s</source>
        <translation>ਛੱਡ ਗਏ: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody moves</source>
        <translation>ਕੋਈ ਸੀਟ ਨਹੀਂ ਬਦਲਦਾ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%d moves</source>
        <translation>%d ਸੀਟ ਬਦਲੀਆਂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 move</source>
        <translation>1 ਸੀਟ ਬਦਲੀ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tables broken: %s</source>
        <translation>ਤੋੜੇ ਗਏ ਟੇਬਲ: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer button: table %s seat %d</source>
        <translation>ਡੀਲਰ ਬਟਨ: ਟੇਬਲ %s ਸੀਟ %d</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seed %d (the draw can be repeated)</source>
        <translation>ਸੀਡ %d (ਡਰਾਅ ਦੁਹਰਾਇਆ ਜਾ ਸਕਦਾ ਹੈ)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Seat moves</source>
        <translation>ਸੀਟ ਬਦਲੀਆਂ</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+32"/>
        <source>No moves yet.</source>
        <translation>ਅਜੇ ਕੋਈ ਸੀਟ ਬਦਲੀ ਨਹੀਂ।</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Print moves…</source>
        <translation>ਸੀਟ ਬਦਲੀਆਂ ਛਾਪੋ (&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save moves as P&amp;DF…</source>
        <translation>ਸੀਟ ਬਦਲੀਆਂ PDF ਵਜੋਂ ਸੇਵ ਕਰੋ (&amp;D)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save moves as PDF</source>
        <translation>ਸੀਟ ਬਦਲੀਆਂ PDF ਵਜੋਂ ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="+109"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ਫ਼ਾਈਲਾਂ (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+80"/>
        <source>write the late-entry schedule as &apos;entry point: chips off&apos;, e.g. &apos;1: 0, 2: 100&apos;</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲੇ ਦੀ ਸੂਚੀ &apos;ਦਾਖ਼ਲਾ ਬਿੰਦੂ: ਘਟਾਏ ਚਿੱਪਸ&apos; ਵਜੋਂ ਲਿਖੋ, ਜਿਵੇਂ &apos;1: 0, 2: 100&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Entry point: chips off the starting stack (ruling PK-2)</source>
        <translation>ਦਾਖ਼ਲਾ ਬਿੰਦੂ: ਸ਼ੁਰੂਆਤੀ ਚਿੱਪਸ ਵਿੱਚੋਂ ਘਟਾਏ ਚਿੱਪਸ (ਫ਼ੈਸਲਾ PK-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>ਨਾਮ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>ਸਿਰਲੇਖ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late entry (PK-2)</source>
        <translation>ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ (PK-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add &amp;level</source>
        <translation>ਲੈਵਲ ਜੋੜੋ (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;break</source>
        <translation>ਬ੍ਰੇਕ ਜੋੜੋ (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>ਹਟਾਓ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the shipped structure</source>
        <translation>ਨਾਲ ਆਇਆ ਢਾਂਚਾ ਵਰਤੋ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save structure</source>
        <translation>ਢਾਂਚਾ ਸੇਵ ਕਰੋ (&amp;S)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edited for this competition (kept in the event).</source>
        <translation>ਇਸ ਮੁਕਾਬਲੇ ਲਈ ਸੋਧਿਆ ਗਿਆ (ਈਵੈਂਟ ਵਿੱਚ ਸਾਂਭਿਆ)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shipped structure &apos;%s&apos;. Saving keeps your edit with this competition.</source>
        <translation>ਨਾਲ ਆਇਆ ਢਾਂਚਾ &apos;%s&apos;। ਸੇਵ ਕਰਨ ਨਾਲ ਤੁਹਾਡੀ ਸੋਧ ਇਸ ਮੁਕਾਬਲੇ ਨਾਲ ਸਾਂਭੀ ਜਾਂਦੀ ਹੈ।</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>row %d</source>
        <translation>ਕਤਾਰ %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/text.py" line="+41"/>
        <source> ante %s</source>
        <translation> ਐਂਟੀ %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>before level %s</source>
        <translation>ਲੈਵਲ %s ਤੋਂ ਪਹਿਲਾਂ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %s</source>
        <translation>ਲੈਵਲ %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>table broken</source>
        <translation>ਟੇਬਲ ਤੋੜਿਆ ਗਿਆ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing</source>
        <translation>ਸੰਤੁਲਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final table</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>after the bust</source>
        <translation>ਬਾਹਰ ਹੋਣ ਤੋਂ ਬਾਅਦ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after a player left</source>
        <translation>ਖਿਡਾਰੀ ਦੇ ਛੱਡ ਜਾਣ ਤੋਂ ਬਾਅਦ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing the tables</source>
        <translation>ਟੇਬਲਾਂ ਦਾ ਸੰਤੁਲਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final-table redraw</source>
        <translation>ਫ਼ਾਈਨਲ ਟੇਬਲ ਦਾ ਦੁਬਾਰਾ ਡਰਾਅ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>place %d</source>
        <translation>ਸਥਾਨ %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%dst</source>
        <translation>ਸਥਾਨ %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%dnd</source>
        <translation>ਸਥਾਨ %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%drd</source>
        <translation>ਸਥਾਨ %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%dth</source>
        <translation>ਸਥਾਨ %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="-73"/>
        <source>Entry &amp;links…</source>
        <translation>ਐਂਟਰੀ ਲਿੰਕ… (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seated player&apos;s link for reporting busts</source>
        <translation>ਬਾਹਰ ਹੋਣ ਦੀ ਰਿਪੋਰਟ ਲਈ ਹਰ ਬੈਠੇ ਖਿਡਾਰੀ ਦਾ ਲਿੰਕ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print table &amp;cards…</source>
        <translation>ਟੇਬਲ ਕਾਰਡ ਪ੍ਰਿੰਟ ਕਰੋ (&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card per table, with each seated player&apos;s code for their link (PDF)</source>
        <translation>ਹਰ ਟੇਬਲ ਦਾ ਇੱਕ ਕਾਰਡ, ਹਰ ਬੈਠੇ ਖਿਡਾਰੀ ਦੇ ਲਿੰਕ ਦੇ ਕੋਡ ਨਾਲ (PDF)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No entry links</source>
        <translation>ਕੋਈ ਐਂਟਰੀ ਲਿੰਕ ਨਹੀਂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry links: %s</source>
        <translation>ਐਂਟਰੀ ਲਿੰਕ: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save table cards as PDF</source>
        <translation>ਟੇਬਲ ਕਾਰਡ PDF ਵਜੋਂ ਸੇਵ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table cards not printed</source>
        <translation>ਟੇਬਲ ਕਾਰਡ ਪ੍ਰਿੰਟ ਨਹੀਂ ਹੋਏ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_reports.py" line="+40"/>
        <source>%s out in hand %d</source>
        <translation>%s ਬਾਜ਼ੀ %d ਵਿੱਚ ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s out</source>
        <translation>%s ਬਾਹਰ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%s chips at its start)</source>
        <translation> (ਸ਼ੁਰੂ ਵਿੱਚ %s ਚਿੱਪਸ)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>agreed by %s</source>
        <translation>%s ਸਹਿਮਤ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reports differ</source>
        <translation>ਰਿਪੋਰਟਾਂ ਵੱਖਰੀਆਂ ਹਨ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for a second player</source>
        <translation>ਦੂਜੇ ਖਿਡਾਰੀ ਦੀ ਉਡੀਕ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the tables</source>
        <translation>ਟੇਬਲਾਂ ਤੋਂ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table %s: %s</source>
        <translation>ਟੇਬਲ %s: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    %s: %s — from %s at %s</source>
        <translation>    %s: %s — %s ਤੋਂ, %s ਵਜੇ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Record this bust</source>
        <translation>ਇਹ ਬਾਹਰ ਹੋਣਾ ਦਰਜ ਕਰੋ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the bust agreed at table %s</source>
        <translation>ਟੇਬਲ %s &apos;ਤੇ ਸਹਿਮਤ ਬਾਹਰ ਹੋਣਾ ਦਰਜ ਕਰੋ</translation>
    </message>
</context>
</TS>
