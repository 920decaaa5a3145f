<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gu_IN" sourcelanguage="en">
<context>
    <name>Baccarat</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/words.py" line="+25"/>
        <source>Player</source>
        <translation>પ્લેયર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>બેન્કર</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Tie</source>
        <translation>ટાઈ</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Player Pair</source>
        <translation>પ્લેયર પેર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>બેન્કર પેર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Player</source>
        <translation>ડ્રેગન બોનસ પ્લેયર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Banker</source>
        <translation>ડ્રેગન બોનસ બેન્કર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ડ્રેગન 7</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wins</source>
        <translation>જીતે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push</source>
        <translation>પુશ (દાવ પાછો)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses</source>
        <translation>હારે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mini-Baccarat</source>
        <translation>મિની-બકારા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi-Baccarat</source>
        <translation>મિડી-બકારા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ બકારા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Commission Baccarat</source>
        <translation>નો-કમિશન બકારા</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player wins</source>
        <translation>પ્લેયર જીત્યો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker wins</source>
        <translation>બેન્કર જીત્યો</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has seats 1 to %d; choose a seated player.</source>
        <translation>ટેબલ પર સીટ 1 થી %d છે; બેઠેલા ખેલાડીને પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is taken.</source>
        <translation>એ સીટ પર કોઈ બેઠેલું છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat has bets down: withdraw them (or settle the hand) first.</source>
        <translation>આ સીટના દાવ લાગેલા છે: પહેલાં તે પાછા ખેંચો (અથવા હેન્ડનો હિસાબ કરો).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bets are closed: the first card of the hand is out.</source>
        <translation>દાવ બંધ છે: આ હેન્ડનું પહેલું પત્તું નીકળી ગયું છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This variant does not offer that bet (ruling BAC-2).</source>
        <translation>આ પ્રકારમાં એ દાવ નથી (નિર્ણય BAC-2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a stake above 0, in whole cents (e.g. 25 or 12.50).</source>
        <translation>0 થી વધુ રકમ આખા સેન્ટમાં લખો (દા.ત. 25 અથવા 12.50).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat does not have the chips for that stake.</source>
        <translation>આ સીટ પાસે એ રકમ જેટલી ચિપ્સ નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a bet in the list first.</source>
        <translation>પહેલાં યાદીમાંથી એક દાવ પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no jokers in the shoe (ruling BAC-3).</source>
        <translation>શૂમાં જોકર નથી (નિર્ણય BAC-3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shoe does not hold that many copies of this card (ruling BAC-3).</source>
        <translation>શૂમાં આ પત્તાંની એટલી નકલો નથી (નિર્ણય BAC-3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is complete: the third-card rule deals no more cards (ruling BAC-1).</source>
        <translation>હેન્ડ પૂરો થયો: ત્રીજા પત્તાંના નિયમ મુજબ વધુ પત્તાં નહીં (નિર્ણય BAC-1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is not finished: the dealer still has a card to deal.</source>
        <translation>હેન્ડ પૂરો નથી થયો: ડીલરે હજી એક પત્તું આપવાનું બાકી છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of this hand has been dealt yet.</source>
        <translation>આ હેન્ડનું હજી એક પણ પત્તું અપાયું નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament is over: all its hands have been played.</source>
        <translation>ટુર્નામેન્ટ પૂરી થઈ: તેના બધા હેન્ડ રમાઈ ગયા છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a card: type rank then suit, e.g. 10H, QS, AD.</source>
        <translation>આ પત્તું નથી: પહેલાં નંબર પછી રંગ લખો, દા.ત. 10H, QS, AD.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat needs a player&apos;s name.</source>
        <translation>સીટ માટે ખેલાડીનું નામ જોઈએ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player already has a seat at the table.</source>
        <translation>એ ખેલાડી પાસે ટેબલ પર પહેલેથી સીટ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ચિપ્સ 0 કે તેથી વધુ રકમ છે, આખા સેન્ટમાં.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next card</source>
        <translation>આગલું પત્તું</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player&apos;s first card</source>
        <translation>પ્લેયરનું પહેલું પત્તું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s first card</source>
        <translation>બેન્કરનું પહેલું પત્તું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s second card</source>
        <translation>પ્લેયરનું બીજું પત્તું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s second card</source>
        <translation>બેન્કરનું બીજું પત્તું</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1).</source>
        <translation>શરૂઆતની ડીલનું પત્તું %d: પ્લેયર, બેન્કર, પ્લેયર, બેન્કર (નિર્ણય BAC-1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player draws a third card</source>
        <translation>પ્લેયર ત્રીજું પત્તું લે છે</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player has %d: draws on 0 to 5.</source>
        <translation>પ્લેયર પાસે %d છે: 0 થી 5 પર પત્તું લે છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Banker draws a third card</source>
        <translation>બેન્કર ત્રીજું પત્તું લે છે</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Player stands on %d; Banker has %d: draws on 0 to 5.</source>
        <translation>પ્લેયર %d પર સ્ટેન્ડ; બેન્કર પાસે %d છે: 0 થી 5 પર પત્તું લે છે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says draw.</source>
        <translation>બેન્કર પાસે %d છે અને પ્લેયરનું ત્રીજું પત્તું %d છે: કોષ્ટક મુજબ પત્તું લેવું.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand complete</source>
        <translation>હેન્ડ પૂરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s, %d to %d. Settle the bets.</source>
        <translation>%s, %d સામે %d. દાવનો હિસાબ કરો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tie on %d. Settle the bets.</source>
        <translation>%d પર ટાઈ. દાવનો હિસાબ કરો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natural — hand complete</source>
        <translation>નેચરલ — હેન્ડ પૂરો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A natural: neither hand draws. </source>
        <translation>નેચરલ: કોઈ પણ બાજુ પત્તું લેતી નથી. </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Banker stands — hand complete</source>
        <translation>બેન્કર સ્ટેન્ડ — હેન્ડ પૂરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says stand. </source>
        <translation>બેન્કર પાસે %d છે અને પ્લેયરનું ત્રીજું પત્તું %d છે: કોષ્ટક મુજબ સ્ટેન્ડ. </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both stand — hand complete</source>
        <translation>બંને સ્ટેન્ડ — હેન્ડ પૂરો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %d, Banker %d: both stand. </source>
        <translation>પ્લેયર %d, બેન્કર %d: બંને સ્ટેન્ડ. </translation>
    </message>
</context>
<context>
    <name>BaccaratArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/area.py" line="+52"/>
        <source>the card %s, typed and not dealt</source>
        <translation>પત્તું %s, લખ્યું પણ વહેંચ્યું નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a stake of %s, typed and not placed</source>
        <translation>%s નો દાવ, લખ્યો પણ મૂક્યો નથી</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpetition</source>
        <translation>સ્પર્ધા (&amp;M)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>This event has no baccarat competition yet. Add one in the Event tab (Add competition…, game “Baccarat fun table”): its settings give the variant, the packs in the shoe, the starting chips and the tournament&apos;s number of hands.</source>
        <translation>આ ઇવેન્ટમાં હજી બકારા સ્પર્ધા નથી. ઇવેન્ટ ટૅબમાં એક ઉમેરો (સ્પર્ધા ઉમેરો…, રમત “બકારા ફન ટેબલ”): તેનાં સેટિંગ્સમાં પ્રકાર, શૂમાંના પેક, શરૂઆતની ચિપ્સ અને ટુર્નામેન્ટના હેન્ડની સંખ્યા હોય છે.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%s, %d packs in the shoe · hands played: %d</source>
        <translation>%s, શૂમાં %d પેક · રમાયેલા હેન્ડ: %d</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Nothing was saved: %s</source>
        <translation>કંઈ સચવાયું નથી: %s</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%s takes seat %d.</source>
        <translation>%s સીટ %d પર બેસે છે.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Remove seat</source>
        <translation>સીટ દૂર કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s leaves seat %d with %s chips. Remove the seat?</source>
        <translation>%s સીટ %d પરથી %s ચિપ્સ સાથે જાય છે. સીટ દૂર કરવી છે?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s left seat %d with %s chips.</source>
        <translation>%s સીટ %d પરથી %s ચિપ્સ સાથે ગયા.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%s taken back.</source>
        <translation>%s પાછું લીધું.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hand %d settled: %s; %d bets settled.</source>
        <translation>હેન્ડ %d નો હિસાબ થયો: %s; %d દાવનો હિસાબ થયો.</translation>
    </message>
</context>
<context>
    <name>BaccaratSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/baccarat/description.py" line="+30"/>
        <source>Player</source>
        <translation>પ્લેયર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>બેન્કર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie</source>
        <translation>ટાઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Pair</source>
        <translation>પ્લેયર પેર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>બેન્કર પેર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Player</source>
        <translation>પ્લેયર પર ડ્રેગન બોનસ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Banker</source>
        <translation>બેન્કર પર ડ્રેગન બોનસ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ડ્રેગન 7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets</source>
        <translation>દાવ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet on</source>
        <translation>દાવ શેના પર</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake</source>
        <translation>રકમ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Variant</source>
        <translation>પ્રકાર</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards in dealing order</source>
        <translation>વહેંચણીના ક્રમમાં પત્તાં</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Packs in the shoe</source>
        <translation>શૂમાં પેક</translation>
    </message>
</context>
<context>
    <name>BetsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+60"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>દાવ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>રકમ</translation>
    </message>
</context>
<context>
    <name>BetsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/bets.py" line="+35"/>
        <source>Bets</source>
        <translation>દાવ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 25 or 12.50</source>
        <translation>દા.ત. 25 અથવા 12.50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place bet</source>
        <translation>દાવ લગાવો (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sea&amp;t</source>
        <translation>સીટ (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bet on</source>
        <translation>દાવ શેના પર (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sta&amp;ke</source>
        <translation>રકમ (&amp;K)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Withdraw bet</source>
        <translation>દાવ પાછો ખેંચો (&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete in the list does the same</source>
        <translation>યાદીમાં Delete દબાવવાથી પણ આ જ થાય છે</translation>
    </message>
</context>
<context>
    <name>BhukharForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bhukhar/description.py" line="+36"/>
        <source>Licence displayed</source>
        <translation>લાઇસન્સ બતાવ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence first</source>
        <translation>લાઇસન્સ પહેલાં બતાવ્યું</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took the Bhukhar</source>
        <translation>Bhukhar લીધું</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed the game</source>
        <translation>રમત બંધ કરી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gave a Natodiu</source>
        <translation>Natodiu આપ્યું</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Closed at seven cards</source>
        <translation>સાત પત્તાં પર બંધ કરી</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sequences</source>
        <translation>સિક્વન્સ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 8 to ace</source>
        <translation>8 થી એક્કા સુધીના સેટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 2 to 7</source>
        <translation>2 થી 7 ના સેટ</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cards on the table</source>
        <translation>ટેબલ પરનાં પત્તાં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low (2–7)</source>
        <translation>નીચાં (2–7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High (8–A)</source>
        <translation>ઊંચાં (8–A)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards in hand</source>
        <translation>હાથમાંનાં પત્તાં</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game ended by</source>
        <translation>રમત આનાથી પૂરી થઈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed by a team</source>
        <translation>એક ટીમે બંધ કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>સ્ટોક ખૂટી ગયો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>સમય પૂરો જાહેર થયો</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties written on the sheet (rule 19)</source>
        <translation>શીટ પર લખેલા દંડ (નિયમ 19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>ટીમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>પોઇન્ટ્સ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>નિયમ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>નોંધ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a penalty &amp;line</source>
        <translation>દંડની લાઇન ઉમેરો (&amp;L)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>rule, e.g. 19.3</source>
        <translation>નિયમ, દા.ત. 19.3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>નોંધ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove</source>
        <translation>દૂર કરો</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s · Master %s · Bonus %s</source>
        <translation>સ્કોર %s · માસ્ટર %s · બોનસ %s</translation>
    </message>
</context>
<context>
    <name>BoardCorner</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/board_corner.py" line="+25"/>
        <source>Your table on your phone</source>
        <translation>તમારું ટેબલ તમારા ફોન પર</translation>
    </message>
</context>
<context>
    <name>BukharoForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bukharo/description.py" line="+28"/>
        <source>Passport on the table</source>
        <translation>ટેબલ પર પાસપોર્ટ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Seven-card groups</source>
        <translation>સાત પત્તાંનાં જૂથ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sequences without a trump</source>
        <translation>ટ્રમ્પ વગરની સિક્વન્સ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences with a trump</source>
        <translation>ટ્રમ્પ સાથેની સિક્વન્સ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>સેટ</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Cards in other open groups</source>
        <translation>બીજાં ખુલ્લાં જૂથોનાં પત્તાં</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Low (2–7)</source>
        <translation>નીચાં (2–7)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>High (8–K)</source>
        <translation>ઊંચાં (8–K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>એક્કા</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trumps (2s as jokers)</source>
        <translation>ટ્રમ્પ (2 જોકર તરીકે)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Cards in hand</source>
        <translation>હાથમાંનાં પત્તાં</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Low (3–7)</source>
        <translation>નીચાં (3–7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2s (trumps)</source>
        <translation>2 (ટ્રમ્પ)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bukharos</source>
        <translation>Bukharo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>First Bukharo</source>
        <translation>પહેલો Bukharo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Bukharo</source>
        <translation>બીજો Bukharo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game ended by</source>
        <translation>રમત આનાથી પૂરી થઈ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>second Bukharo</source>
        <translation>બીજો Bukharo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>સ્ટોક ખૂટી ગયો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>સમય પૂરો જાહેર થયો</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s</source>
        <translation>સ્કોર %s</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="+102"/>
        <source>Type a name or scan a badge, then Enter</source>
        <translation>નામ લખો અથવા બેજ સ્કેન કરો, પછી Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Undo a check-in…</source>
        <translation>ચેક-ઇન રદ કરો (&amp;U)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Checked in: %d of %d players</source>
        <translation>ચેક-ઇન: %d / %d ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players matching what you typed: Enter or a double-click checks one in.</source>
        <translation>તમે લખેલા સાથે મેળ ખાતા ખેલાડીઓ: Enter અથવા ડબલ-ક્લિકથી ચેક-ઇન કરો.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The latest check-ins, newest first: choose one to undo it.</source>
        <translation>તાજેતરના ચેક-ઇન, સૌથી નવું પહેલાં: રદ કરવા માટે એક પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is checked in yet. Type a name or scan a badge above.</source>
        <translation>હજુ કોઈનું ચેક-ઇન થયું નથી. ઉપર નામ લખો અથવા બેજ સ્કેન કરો.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%s (player %d) was already checked in at %s.</source>
        <translation>%s (ખેલાડી %d) નું ચેક-ઇન %s વાગ્યે થઈ ચૂક્યું હતું.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ %s (player %d) checked in — %s.</source>
        <translation>✓ %s (ખેલાડી %d) નું ચેક-ઇન થયું — %s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late for %s: tell the draw desk.</source>
        <translation>%s માટે મોડા: ડ્રો ડેસ્કને જણાવો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not admitted: %s</source>
        <translation>પ્રવેશ નથી: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Find the checked-in player first (type the name or number).</source>
        <translation>પહેલાં ચેક-ઇન થયેલા ખેલાડીને શોધો (નામ અથવા નંબર લખો).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Undo check-in</source>
        <translation>ચેક-ઇન રદ કરો</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Take back the check-in of %s (player %d)?</source>
        <translation>%s (ખેલાડી %d) નું ચેક-ઇન પાછું લેવું છે?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The check-in of %s was taken back.</source>
        <translation>%s નું ચેક-ઇન પાછું લેવાયું.</translation>
    </message>
</context>
<context>
    <name>ColumnsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/columns.py" line="+82"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;પરિણામ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+116"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+199"/>
        <source>Not a valid sheet yet: see the notes at the foot of the form (fields framed in red).</source>
        <translation>શીટ હજુ માન્ય નથી: ફોર્મના તળિયે નોંધો જુઓ (લાલ ચોકઠાવાળાં ખાનાં).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+8"/>
        <source>A tie.</source>
        <translation>ટાઈ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+2"/>
        <source>Winner: %s</source>
        <translation>વિજેતા: %s</translation>
    </message>
</context>
<context>
    <name>CompetitionChecks</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="+92"/>
        <source>%s  — full (EV-2)</source>
        <translation>%s  — ભરાઈ ગઈ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+35"/>
        <source>Add competition</source>
        <translation>સ્પર્ધા ઉમેરો</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name</source>
        <translation>નામ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>રમત (&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings (the defaults follow the rules handed out):</source>
        <translation>સેટિંગ્સ (ડિફૉલ્ટ મૂલ્યો વહેંચેલા નિયમો મુજબ છે):</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="+114"/>
        <source>none</source>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+26"/>
        <source>Give the competition a name.</source>
        <translation>સ્પર્ધાને નામ આપો.</translation>
    </message>
</context>
<context>
    <name>CompetitionsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+44"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>રમત</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>સેટિંગ્સ</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/conflict.py" line="+30"/>
        <source>(nothing stored)</source>
        <translation>(કંઈ સંગ્રહાયેલું નથી)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The sheet was changed at another desk</source>
        <translation>શીટ બીજા ડેસ્ક પર બદલાઈ છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. Choose which version to keep; nothing is saved until you do.</source>
        <translation>. કઈ આવૃત્તિ રાખવી તે પસંદ કરો; તમે પસંદ ન કરો ત્યાં સુધી કંઈ સચવાશે નહીં.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>yours</source>
        <translation>તમારું</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theirs</source>
        <translation>તેમનું</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Yours (in the form)&lt;/b&gt;</source>
        <translation>&lt;b&gt;તમારું (ફોર્મમાં)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Theirs (stored now)&lt;/b&gt;</source>
        <translation>&lt;b&gt;તેમનું (હાલ સંગ્રહાયેલું)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;mine over theirs</source>
        <translation>તેમના પર મારું સાચવો (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take &amp;theirs into the form</source>
        <translation>તેમનું ફોર્મમાં લો (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep editing</source>
        <translation>સંપાદન ચાલુ રાખો (&amp;K)</translation>
    </message>
</context>
<context>
    <name>CountsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+225"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>રમત</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ટીમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>હાજર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries / capacity</source>
        <translation>એન્ટ્રી / ક્ષમતા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>છેલ્લી તારીખ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>મર્યાદા નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s teams</source>
        <translation>%s / %s ટીમો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s players</source>
        <translation>%s / %s ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — full (EV-2)</source>
        <translation> — ભરાઈ ગઈ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../cardnight_desk/gui/crash_guard.py" line="+71"/>
        <source>Not saved: %s.</source>
        <translation>સચવાયું નથી: %s.</translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/dealing.py" line="+38"/>
        <source>The deal</source>
        <translation>ડીલ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card (10H) + Enter, or a whole hand: 4S KD AC 6H</source>
        <translation>એક પત્તું (10H) + Enter, અથવા આખો હાથ: 4S KD AC 6H</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Card</source>
        <translation>પત્તું (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>ડીલ કરો (&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Undo last card</source>
        <translation>છેલ્લું પત્તું રદ કરો (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace in the empty card field does the same</source>
        <translation>ખાલી પત્તાંના ખાનામાં Backspace દબાવવાથી પણ આ જ થાય છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settle hand</source>
        <translation>હેન્ડનો હિસાબ કરો (&amp;S)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament over</source>
        <translation>ટુર્નામેન્ટ પૂરી</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All the tournament&apos;s hands have been played.</source>
        <translation>ટુર્નામેન્ટના બધા હેન્ડ રમાઈ ગયા છે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>પ્લેયર</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banker</source>
        <translation>બેન્કર</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s (seat %d)</source>
        <translation>%s (સીટ %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Midi: the Player cards go to %s, the Banker cards to %s.</source>
        <translation>મિડી: પ્લેયરનાં પત્તાં %s ને, બેન્કરનાં પત્તાં %s ને.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settle the hand (Alt+S) before the next one.</source>
        <translation>આગલા પહેલાં આ હેન્ડનો હિસાબ કરો (Alt+S).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click a rank first, then its suit.</source>
        <translation>પહેલાં નંબર પર ક્લિક કરો, પછી તેના રંગ પર.</translation>
    </message>
</context>
<context>
    <name>DisplaysArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/area.py" line="+51"/>
        <source>Displays for a second screen</source>
        <translation>બીજી સ્ક્રીન માટે ડિસ્પ્લે</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s a page</source>
        <translation> સેકન્ડ પ્રતિ પાનું</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Screen</source>
        <translation>સ્ક્રીન</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board pages change every</source>
        <translation>બોર્ડનું પાનું બદલવાનો સમય</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the &amp;standings board</source>
        <translation>ક્રમાંક બોર્ડ ખોલો (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the board</source>
        <translation>બોર્ડ બંધ કરો</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an announcement for the board, then Enter</source>
        <translation>બોર્ડ માટે જાહેરાત, પછી Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add</source>
        <translation>ઉમેરો (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>દૂર કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Announcements</source>
        <translation>જાહેરાતો</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No announcements yet. Type one above (&quot;Round 3 starts at 8:15&quot;, &quot;Dinner is served&quot;) and press Enter: the standings board shows each on a page of its own, between the standings and the seating, until it is removed here.</source>
        <translation>હજી કોઈ જાહેરાત નથી. ઉપર એક લખો (&quot;રાઉન્ડ 3 8:15 વાગ્યે શરૂ થશે&quot;, &quot;જમવાનું તૈયાર છે&quot;) અને Enter દબાવો: ક્રમાંક બોર્ડ દરેક જાહેરાતને તેના પોતાના પાને, ક્રમાંક અને બેઠક વ્યવસ્થાની વચ્ચે બતાવે છે, જ્યાં સુધી તેને અહીંથી દૂર ન કરો.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen %1: %2 (%3)</source>
        <translation>સ્ક્રીન %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Screen %1 (%2)</source>
        <translation>સ્ક્રીન %1 (%2)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>the announcement “%s”, typed and not put up</source>
        <translation>જાહેરાત “%s”, લખી પણ બતાવી નથી</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Announcement not kept</source>
        <translation>જાહેરાત સાચવી નથી</translation>
    </message>
</context>
<context>
    <name>DoubleEntrySaving</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/double_entry.py" line="+39"/>
        <source>First entry corrected; it still waits for a second, blind entry.</source>
        <translation>પહેલી એન્ટ્રી સુધારી; તે હજી બીજી, જોયા વિનાની એન્ટ્રીની રાહ જુએ છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored. It needs a second, blind entry.</source>
        <translation>પહેલી એન્ટ્રી સંગ્રહાઈ. તેને બીજી, જોયા વિનાની એન્ટ્રી જોઈએ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both entries agree: the sheet is confirmed.</source>
        <translation>બંને એન્ટ્રી મળતી આવે છે: શીટની પુષ્ટિ થઈ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the first entry has %s</source>
        <translation>પહેલી એન્ટ્રીમાં %s છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s: first entry %s, this entry %s</source>
        <translation>%s: પહેલી એન્ટ્રી %s, આ એન્ટ્રી %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;The two entries differ&lt;/b&gt; — check the paper sheet:&lt;br&gt;</source>
        <translation>&lt;b&gt;બંને એન્ટ્રી જુદી છે&lt;/b&gt; — કાગળની શીટ તપાસો:&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not confirmed: the entries differ at 1 field. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>પુષ્ટિ નથી થઈ: એન્ટ્રી 1 ખાનામાં જુદી છે. આ એન્ટ્રી સુધારીને ફરી સાચવો, અથવા જો કાગળ બતાવે કે પહેલી એન્ટ્રી ખોટી છે, તો તેને બદલો.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not confirmed: the entries differ at %s fields. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>પુષ્ટિ નથી થઈ: એન્ટ્રી %s ખાનાંમાં જુદી છે. આ એન્ટ્રી સુધારીને ફરી સાચવો, અથવા જો કાગળ બતાવે કે પહેલી એન્ટ્રી ખોટી છે, તો તેને બદલો.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not replaced: %s. Your entry is still in the form.</source>
        <translation>બદલાયું નથી: %s. તમારી એન્ટ્રી હજી ફોર્મમાં છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your entry is now the first entry; it needs another blind entry.</source>
        <translation>તમારી એન્ટ્રી હવે પહેલી એન્ટ્રી છે; તેને બીજી જોયા વિનાની એન્ટ્રી જોઈએ.</translation>
    </message>
</context>
<context>
    <name>DrawsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/area.py" line="+41"/>
        <source>knockout</source>
        <extracomment>How a round was drawn: knockout (elimination)</extracomment>
        <translation>નોકઆઉટ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Swiss</source>
        <extracomment>How a round was drawn: Swiss pairing</extracomment>
        <translation>સ્વિસ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round robin</source>
        <extracomment>How a round was drawn: everyone plays everyone</extracomment>
        <translation>રાઉન્ડ રોબિન</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rummy tables</source>
        <extracomment>How a round was drawn: rummy tables</extracomment>
        <translation>રમી ટેબલ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>random</source>
        <translation>રેન્ડમ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw next round</source>
        <translation>આગલા રાઉન્ડનો ડ્રો કરો (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redraw this round…</source>
        <translation>આ રાઉન્ડનો ફરી ડ્રો કરો (&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry &amp;links…</source>
        <translation>એન્ટ્રી લિંક… (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each side&apos;s link to enter the chosen table&apos;s score sheet on a phone</source>
        <translation>પસંદ કરેલા ટેબલની સ્કોર શીટ ફોન પર ભરવા માટે દરેક બાજુની લિંક</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>રાઉન્ડ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>સીડ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table / seat</source>
        <translation>ટેબલ / સીટ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team / side</source>
        <translation>ટીમ / બાજુ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sheet number</source>
        <translation>શીટ નંબર</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find a player or team…</source>
        <translation>ખેલાડી અથવા ટીમ શોધો…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;wap</source>
        <translation>અદલાબદલી (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="+3"/>
        <source>Find</source>
        <translation>શોધો</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap</source>
        <translation>અદલાબદલી</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Add a Bhukhar, 28, rummy or Bukharo competition in the Event area.</source>
        <translation>ઇવેન્ટ વિભાગમાં Bhukhar, 28, રમી અથવા Bukharo સ્પર્ધા ઉમેરો.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+4"/>
        <source>Round %d</source>
        <translation>રાઉન્ડ %d</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../../cardnight_desk/web/words.py" line="+6"/>
        <source>No round drawn yet.</source>
        <translation>હજી કોઈ રાઉન્ડનો ડ્રો થયો નથી.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>locked: results are in</source>
        <translation>લૉક: પરિણામ આવી ગયાં છે</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open: can be redrawn or swapped</source>
        <translation>ખુલ્લો: ફરી ડ્રો અથવા અદલાબદલી થઈ શકે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>કોઈ નહીં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 (%2, seed %3) — %4. Byes: %5</source>
        <translation>રાઉન્ડ %1 (%2, સીડ %3) — %4. બાય: %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ટેબલ %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side %s</source>
        <translation>બાજુ %s</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Seat %d</source>
        <translation>સીટ %d</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No entry links</source>
        <translation>કોઈ એન્ટ્રી લિંક નથી</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the seed %s, typed for the next draw</source>
        <translation>આગલા ડ્રો માટે લખેલું બીજ %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number (or blank for a random one)</source>
        <translation>સીડ પૂર્ણ સંખ્યા હોવી જોઈએ (અથવા રેન્ડમ માટે ખાલી)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round not drawn</source>
        <translation>રાઉન્ડનો ડ્રો થયો નથી</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Redraw round</source>
        <translation>રાઉન્ડનો ફરી ડ્રો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw round %d again? Its tables and seats will be replaced.</source>
        <translation>રાઉન્ડ %d નો ફરી ડ્રો કરવો છે? તેનાં ટેબલ અને સીટ બદલાઈ જશે.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round not redrawn</source>
        <translation>રાઉન્ડનો ફરી ડ્રો થયો નથી</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Swap with warnings</source>
        <translation>ચેતવણીઓ સાથે અદલાબદલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This swap:
%s

Swap anyway? It will be noted in the history.</source>
        <translation>આ અદલાબદલી:
%s

છતાં અદલાબદલી કરવી છે? તે ઇતિહાસમાં નોંધાશે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not swapped</source>
        <translation>અદલાબદલી થઈ નથી</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not found in this round</source>
        <translation>આ રાઉન્ડમાં મળ્યું નથી</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1, seat %2</source>
        <translation>ટેબલ %1, સીટ %2</translation>
    </message>
</context>
<context>
    <name>EntriesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+23"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered</source>
        <translation>એન્ટ્રી થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting stack</source>
        <translation>શરૂઆતની ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>ટેબલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>સ્થિતિ</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+61"/>
        <source>Score sheet</source>
        <translation>સ્કોર શીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You enter the sheet for %s.</source>
        <translation>તમે %s તરફથી શીટ ભરો છો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side of the table enters the same sheet; once they agree, it goes to the desk.</source>
        <translation>ટેબલની દરેક બાજુ એ જ શીટ ભરે છે; બંને મળતી આવે એટલે તે ડેસ્ક પર જાય છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the sheet</source>
        <translation>શીટ મોકલો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>મોકલાઈ રહી છે…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>પસંદ કરો…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a line</source>
        <translation>એક લીટી ઉમેરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>દૂર કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sent from this phone yet.</source>
        <translation>આ ફોનથી હજી કંઈ મોકલાયું નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored. Waiting for the other side&apos;s sheet.</source>
        <translation>તમારી શીટ સચવાઈ ગઈ છે. બીજી બાજુની શીટની રાહ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored, but the sides&apos; sheets differ in the marked fields: check them together.</source>
        <translation>તમારી શીટ સચવાઈ ગઈ છે, પણ નિશાની કરેલાં ખાનાંમાં બંને બાજુની શીટ જુદી છે: સાથે મળીને તપાસો.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both sides agree: the sheet is at the desk.</source>
        <translation>બંને બાજુ સહમત છે: શીટ ડેસ્ક પર પહોંચી ગઈ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The desk has confirmed this table&apos;s sheet:</source>
        <translation>ડેસ્કે આ ટેબલની શીટની પુષ્ટિ કરી દીધી છે:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this sheet: see the marked fields.</source>
        <translation>નિયમો આ શીટ સ્વીકારતા નથી: નિશાની કરેલાં ખાનાં જુઓ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side wrote something else here.</source>
        <translation>બીજી બાજુએ અહીં કંઈક બીજું લખ્યું છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: the desk cannot be reached. Trying again…</source>
        <translation>મોકલાઈ નથી: ડેસ્ક સુધી પહોંચી શકાયું નથી. ફરી પ્રયાસ થાય છે…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: reload the page and send it again.</source>
        <translation>મોકલાઈ નથી: પેજ ફરી લોડ કરો અને ફરી મોકલો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a sheet: ask the desk.</source>
        <translation>આ લિંક હવે કોઈ શીટ ખોલતી નથી: ડેસ્કને પૂછો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>હા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ના</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bust report</source>
        <extracomment>the words that differ on a poker player&apos;s page, where two players of the table report who went out</extracomment>
        <translation>આઉટ રિપોર્ટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You report your table&apos;s busts as %s.</source>
        <translation>તમે તમારા ટેબલના આઉટ %s તરીકે જણાવો છો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report who went out at your table; once two players of the table agree, it goes to the desk.</source>
        <translation>તમારા ટેબલ પર કોણ આઉટ થયું તે જણાવો; ટેબલના બે ખેલાડી સહમત થાય એટલે તે ડેસ્ક પર જાય છે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send the report</source>
        <translation>રિપોર્ટ મોકલો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your report is stored. Waiting for another player of the table to send the same.</source>
        <translation>તમારો રિપોર્ટ સચવાઈ ગયો છે. ટેબલનો બીજો ખેલાડી એ જ રિપોર્ટ મોકલે તેની રાહ છે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your report is stored, but another player&apos;s differs in the marked fields: check them together.</source>
        <translation>તમારો રિપોર્ટ સચવાઈ ગયો છે, પણ બીજા ખેલાડીનો રિપોર્ટ ચિહ્નિત ખાનાઓમાં જુદો છે: સાથે મળીને તપાસો.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players agree: the report is at the desk.</source>
        <translation>બે ખેલાડી સહમત છે: રિપોર્ટ ડેસ્ક પર પહોંચી ગયો છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are out. The desk has recorded your bust:</source>
        <translation>તમે આઉટ છો. ડેસ્કે તમારું આઉટ નોંધી લીધું છે:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this report: see the marked fields.</source>
        <translation>નિયમો આ રિપોર્ટ સ્વીકારતા નથી: ચિહ્નિત ખાનાં જુઓ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player wrote something else here.</source>
        <translation>બીજા ખેલાડીએ અહીં કંઈક બીજું લખ્યું છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a report: ask the desk.</source>
        <translation>આ લિંક હવે કોઈ રિપોર્ટ ખોલતી નથી: ડેસ્કને પૂછો.</translation>
    </message>
</context>
<context>
    <name>EntryLinksDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/links.py" line="+54"/>
        <source>Entry links: %1, round %2, table %3</source>
        <translation>એન્ટ્રી લિંક: %1, રાઉન્ડ %2, ટેબલ %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each side opens its own link on a phone to enter the table&apos;s score sheet.</source>
        <translation>ટેબલની સ્કોર શીટ ભરવા દરેક બાજુ ફોન પર પોતાની લિંક ખોલે છે.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The players&apos; page is off: switch it on in Displays for the whole links. Until then each link is the page&apos;s address followed by the path shown.</source>
        <translation>ખેલાડીઓનું પેજ બંધ છે: આખી લિંક માટે તેને ડિસ્પ્લેમાં ચાલુ કરો. ત્યાં સુધી દરેક લિંક પેજનું સરનામું અને પછી દેખાડેલો પાથ છે.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ટેબલ %s</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Copy</source>
        <translation>કૉપિ કરો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the link of %s</source>
        <translation>%s ની લિંક કૉપિ કરો</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Copied: %s</source>
        <translation>કૉપિ થયું: %s</translation>
    </message>
</context>
<context>
    <name>EventNotices</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_notices.py" line="+53"/>
        <source>Open read-only: the desk cannot write to this event&apos;s file or its folder (a read-only medium?). Everything can be looked at and printed, but nothing can be changed: copy the file to a folder you can write to, and open the copy, to carry on.</source>
        <translation>ફક્ત વાંચવા માટે ખોલ્યું: ડેસ્ક આ ઇવેન્ટની ફાઇલ કે તેના ફોલ્ડરમાં લખી શકતું નથી (કદાચ ફક્ત વાંચી શકાય તેવું માધ્યમ?). બધું જોઈ અને છાપી શકાય છે, પણ કંઈ બદલી શકાતું નથી: આગળ વધવા ફાઇલને એવા ફોલ્ડરમાં કૉપિ કરો જ્યાં તમે લખી શકો, અને તે કૉપિ ખોલો.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>change %1 is the first that does not fit (%2)</source>
        <translation>ફેરફાર %1 પહેલો છે જે બંધબેસતો નથી (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history of this event has been altered outside the desk: %1.</source>
        <translation>આ ઇવેન્ટનો ઇતિહાસ ડેસ્કની બહાર બદલાયો છે: %1.</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="+74"/>
        <source>Registration</source>
        <translation>નોંધણી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>ડ્રો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>સ્કોર</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-123"/>
        <source>Standings</source>
        <translation>ક્રમાંક</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printing</source>
        <translation>પ્રિન્ટિંગ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays</source>
        <translation>ડિસ્પ્લે</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Waiting for the import, export or printing still running to finish; the event closes then…</source>
        <translation>ચાલી રહેલી આયાત, નિકાસ કે છાપકામ પૂરું થવાની રાહ છે; પછી ઇવેન્ટ બંધ થશે…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Closing the event</source>
        <translation>ઇવેન્ટ બંધ થઈ રહી છે</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="+99"/>
        <source>Poker</source>
        <translation>પોકર</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../cardnight_desk/web/words.py" line="+2"/>
        <source>Baccarat</source>
        <translation>બકારા</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="-125"/>
        <location filename="../../cardnight_desk/web/words.py" line="-4"/>
        <source>Event</source>
        <translation>ઇવેન્ટ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="-4"/>
        <source>Open the poker clock</source>
        <translation>પોકર ઘડિયાળ ખોલો</translation>
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
        <translation>રમી (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 / Irupathiyettu (GAMA)</source>
        <translation>28 / Irupathiyettu (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker freezeout (GAMA)</source>
        <translation>પોકર ફ્રીઝઆઉટ (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat fun table</source>
        <translation>બકારા ફન ટેબલ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Youngest age allowed on the event date</source>
        <translation>ઇવેન્ટની તારીખે માન્ય સૌથી નાની ઉંમર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration needs the desk&apos;s community-eligibility confirmation</source>
        <translation>નોંધણી માટે ડેસ્ક દ્વારા સમુદાય-પાત્રતાની પુષ્ટિ જરૂરી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last day registration is open</source>
        <translation>નોંધણી ખુલ્લી હોય તે છેલ્લો દિવસ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most entries accepted</source>
        <translation>વધુમાં વધુ સ્વીકારાતી એન્ટ્રી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets are entered twice, blind, and confirmed when both agree</source>
        <translation>સ્કોર શીટ બે વાર, જોયા વિના, દાખલ થાય અને બંને મળતી આવે ત્યારે પુષ્ટિ થાય</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side of a table enters its score sheet on a phone</source>
        <translation>ટેબલની દરેક બાજુ ફોન પર પોતાની સ્કોર શીટ ભરે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How rounds are drawn</source>
        <translation>રાઉન્ડનો ડ્રો કેવી રીતે થાય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds of a Swiss league (none: until the organiser closes it)</source>
        <translation>સ્વિસ લીગના રાઉન્ડ (કોઈ નહીં: આયોજક બંધ કરે ત્યાં સુધી)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who a penalty&apos;s points go to</source>
        <translation>દંડના પોઇન્ટ્સ કોને જાય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of a game in minutes</source>
        <translation>એક રમતની લંબાઈ મિનિટમાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master points a Swiss bye scores</source>
        <translation>સ્વિસ બાયને મળતા માસ્ટર પોઇન્ટ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target (150 initial rounds, 230 final)</source>
        <translation>એલિમિનેશન લક્ષ્ય (શરૂઆતના રાઉન્ડમાં 150, ફાઇનલમાં 230)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target at the final table</source>
        <translation>ફાઇનલ ટેબલ પર એલિમિનેશન લક્ષ્ય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out when the total exceeds or reaches the target</source>
        <translation>કુલ લક્ષ્યે પહોંચે કે તેનાથી વધે ત્યારે આઉટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals in an initial round (none in the final)</source>
        <translation>શરૂઆતના રાઉન્ડમાં ડીલ (ફાઇનલમાં નહીં)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players at a rummy table</source>
        <translation>રમી ટેબલ પર વધુમાં વધુ ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best runners-up (lowest totals) who also advance</source>
        <translation>આગળ વધતા શ્રેષ્ઠ રનર્સ-અપ (સૌથી ઓછા કુલ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a third-place match</source>
        <translation>ત્રીજા સ્થાન માટે મેચ રમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>બ્લાઇન્ડ માળખું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting chips</source>
        <translation>શરૂઆતની ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize percentages of the paid places</source>
        <translation>ઇનામ મેળવતાં સ્થાનોની ટકાવારી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool in currency units</source>
        <translation>ઇનામની કુલ રકમ, ચલણના એકમમાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at a poker table</source>
        <translation>પોકર ટેબલ પર સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table with fewer players is broken</source>
        <translation>આથી ઓછા ખેલાડીઓવાળું ટેબલ બંધ કરાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table as soon as the players fit at one table fewer (TDA)</source>
        <translation>ખેલાડીઓ એક ટેબલ ઓછામાં સમાઈ જાય કે તરત ટેબલ બંધ કરો (TDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baccarat variant</source>
        <translation>બકારાનો પ્રકાર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs in the shoe</source>
        <translation>શૂમાં પેક</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands before a tournament is ranked by chips</source>
        <translation>ચિપ્સ પ્રમાણે ક્રમ નક્કી થાય તે પહેલાંના હેન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips each seat starts with</source>
        <translation>દરેક સીટની શરૂઆતની ચિપ્સ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swiss</source>
        <translation>સ્વિસ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round robin</source>
        <translation>રાઉન્ડ રોબિન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation>નોકઆઉટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points go to the opponents</source>
        <translation>પોઇન્ટ્સ વિરોધીઓને જાય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points come off the offender</source>
        <translation>પોઇન્ટ્સ ભૂલ કરનારના કપાય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over the target</source>
        <translation>લક્ષ્યથી ઉપર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the target</source>
        <translation>લક્ષ્ય પર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini</source>
        <translation>મિની</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi</source>
        <translation>મિડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ બકારા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No commission</source>
        <translation>કમિશન વિના</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAMA Cards Night 2025 freezeout</source>
        <translation>GAMA કાર્ડ્સ નાઇટ 2025 ફ્રીઝઆઉટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>બંધ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: the desk confirms what the sides agree</source>
        <translation>ચાલુ: બાજુઓ જેના પર સહમત થાય તેની પુષ્ટિ ડેસ્ક કરે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: a sheet both sides agree is confirmed</source>
        <translation>ચાલુ: બંને બાજુ સહમત હોય એ શીટની પુષ્ટિ આપોઆપ થાય છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>હા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ના</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>કોઈ છેલ્લી તારીખ નહીં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>મર્યાદા નથી</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> v </source>
        <translation> વિ. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side %s</source>
        <translation>બાજુ %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{one} and {other}</source>
        <translation>{one} અને {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule {rule}</source>
        <translation>નિયમ {rule}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other team</source>
        <translation>બીજી ટીમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points off {offender} — {cite}</source>
        <translation>{offender} ના {points} પોઇન્ટ્સ કપાયા — {cite}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points to {others}, the opponents of {offender} — {cite}</source>
        <translation>{points} પોઇન્ટ્સ {others} ને, જે {offender} ના વિરોધી છે — {cite}</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/guide_window.py" line="+112"/>
        <source>Card Night Desk — user guide</source>
        <translation>Card Night Desk — વપરાશકર્તા માર્ગદર્શિકા</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Back</source>
        <translation>&amp;પાછળ</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="+67"/>
        <source>When</source>
        <translation>ક્યારે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>કોણ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>શું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>શા માટે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>ક્રિયા</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location line="-26"/>
        <source>Everything</source>
        <translation>બધું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets</source>
        <translation>સ્કોર શીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>દંડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undone changes</source>
        <translation>રદ કરેલા ફેરફારો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judges</source>
        <translation>જજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions and event</source>
        <translation>સ્પર્ધાઓ અને ઇવેન્ટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration and check-in</source>
        <translation>નોંધણી અને ચેક-ઇન</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draws</source>
        <translation>ડ્રો</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>filter: team, table, judge, rule…</source>
        <translation>ફિલ્ટર: ટીમ, ટેબલ, જજ, નિયમ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo the last score change…</source>
        <translation>છેલ્લો સ્કોર ફેરફાર રદ કરો (&amp;U)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show</source>
        <translation>બતાવો</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No score change to undo.</source>
        <translation>રદ કરવા માટે કોઈ સ્કોર ફેરફાર નથી.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last score change: %s (%s)%s</source>
        <translation>છેલ્લો સ્કોર ફેરફાર: %s (%s)%s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — needs a judge</source>
        <translation> — જજ જોઈએ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>who</source>
        <translation>કોણ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>when</source>
        <translation>ક્યારે</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>શા માટે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before</source>
        <translation>પહેલાં</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>પછી</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no score change to undo.</source>
        <translation>રદ કરવા માટે કોઈ સ્કોર ફેરફાર નથી.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not undone: %s.</source>
        <translation>રદ થયું નથી: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undone: %s</source>
        <translation>રદ કર્યું: %s</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+21"/>
        <source>Event created</source>
        <translation>ઇવેન્ટ બનાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event renamed</source>
        <translation>ઇવેન્ટનું નામ બદલ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board announcements changed</source>
        <translation>બોર્ડની જાહેરાતો બદલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition added</source>
        <translation>સ્પર્ધા ઉમેરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition renamed</source>
        <translation>સ્પર્ધાનું નામ બદલ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition closed</source>
        <translation>સ્પર્ધા બંધ કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition reopened</source>
        <translation>સ્પર્ધા ફરી ખોલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition&apos;s settings changed</source>
        <translation>સ્પર્ધાની સેટિંગ્સ બદલાઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player registered</source>
        <translation>ખેલાડીની નોંધણી થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s details changed</source>
        <translation>ખેલાડીની વિગતો બદલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player renamed</source>
        <translation>ખેલાડીનું નામ બદલ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player withdrawn</source>
        <translation>ખેલાડીએ નામ પાછું ખેંચ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player checked in</source>
        <translation>ખેલાડીનું ચેક-ઇન થયું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in taken back</source>
        <translation>ચેક-ઇન પાછું લીધું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration admitted by a judge</source>
        <translation>જજે નોંધણી માન્ય કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registrations imported</source>
        <translation>નોંધણીઓ આયાત કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team registered</source>
        <translation>ટીમની નોંધણી થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players joined a team</source>
        <translation>ખેલાડીઓ ટીમમાં જોડાયા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team renamed</source>
        <translation>ટીમનું નામ બદલ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team dissolved</source>
        <translation>ટીમ વિખેરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round drawn</source>
        <translation>રાઉન્ડનો ડ્રો કાઢ્યો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw taken back</source>
        <translation>ડ્રો પાછો લીધો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats swapped</source>
        <translation>સીટો અદલાબદલી કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet entered</source>
        <translation>સ્કોર શીટ દાખલ કરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet confirmed</source>
        <translation>સ્કોર શીટની પુષ્ટિ થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed sheet changed by a judge</source>
        <translation>જજે પુષ્ટિ થયેલી શીટ બદલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both entries of a sheet agree</source>
        <translation>શીટની બંને એન્ટ્રીઓ મળે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side entered its sheet at the table</source>
        <translation>એક બાજુએ ટેબલ પરથી પોતાની શીટ ભરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every side at a table entered the same sheet</source>
        <translation>ટેબલની દરેક બાજુએ એકસરખી શીટ ભરી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty given</source>
        <translation>પેનલ્ટી આપી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty written on a sheet</source>
        <translation>શીટ પર પેનલ્ટી લખી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty taken off a sheet</source>
        <translation>શીટ પરથી પેનલ્ટી હટાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN set</source>
        <translation>જજ PIN રાખ્યો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong judge PIN given</source>
        <translation>ખોટો જજ PIN આપ્યો</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/history_words.py" line="+9"/>
        <source>Poker: players entered</source>
        <translation>પોકર: ખેલાડીઓ દાખલ કર્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: seats drawn</source>
        <translation>પોકર: સીટોનો ડ્રો કાઢ્યો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: table added</source>
        <translation>પોકર: ટેબલ ઉમેર્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: button placed</source>
        <translation>પોકર: બટન મૂક્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out</source>
        <translation>પોકર: ખેલાડી બહાર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player left</source>
        <translation>પોકર: ખેલાડી ગયો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out taken back</source>
        <translation>પોકર: ખેલાડીનું બહાર થવું પાછું લીધું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: players moved</source>
        <translation>પોકર: ખેલાડીઓના ટેબલ બદલ્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: blind structure changed</source>
        <translation>પોકર: બ્લાઇન્ડ માળખું બદલ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock started</source>
        <translation>પોકર ઘડિયાળ શરૂ થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock paused</source>
        <translation>પોકર ઘડિયાળ થોભાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock resumed</source>
        <translation>પોકર ઘડિયાળ ફરી ચાલુ થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved to the next level</source>
        <translation>પોકર ઘડિયાળ આગલા લેવલ પર ગઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved back a level</source>
        <translation>પોકર ઘડિયાળ એક લેવલ પાછળ ગઈ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/history_words.py" line="+9"/>
        <source>Baccarat: player seated</source>
        <translation>બકારા: ખેલાડી સીટ પર બેઠો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: player left the table</source>
        <translation>બકારા: ખેલાડીએ ટેબલ છોડ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: hand settled</source>
        <translation>બકારા: હેન્ડનો હિસાબ થયો</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+4"/>
        <source>Undone: %s</source>
        <translation>રદ કર્યું: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>removes the sheet entered, so the table has no sheet again</source>
        <translation>દાખલ કરેલી શીટ હટી જાય છે, અને ટેબલની ફરી કોઈ શીટ રહેતી નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts back the draft the entry replaced</source>
        <translation>આ એન્ટ્રીએ બદલેલો ડ્રાફ્ટ પાછો આવે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes the confirmed sheet a draft again (it no longer counts in the standings)</source>
        <translation>પુષ્ટિ થયેલી શીટ ફરી ડ્રાફ્ટ બને છે (તે હવે ક્રમાંકમાં ગણાતી નથી)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts back the sheet as it was before the judge&apos;s edit</source>
        <translation>જજના ફેરફાર પહેલાંની શીટ પાછી આવે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the penalty off</source>
        <translation>પેનલ્ટી હટી જાય છે</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+187"/>
        <source>Import preview — %s</source>
        <translation>આયાતનું પૂર્વદર્શન — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%d rows: %d new players, %d adding competitions to players already here, %d unchanged. %d registrations and %d teams will be stored.</source>
        <translation>%d પંક્તિઓ: %d નવા ખેલાડીઓ, %d પહેલેથી નોંધાયેલા ખેલાડીઓમાં સ્પર્ધા ઉમેરે છે, %d માં ફેરફાર નથી. %d નોંધણી અને %d ટીમો સંગ્રહાશે.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing can be imported: %d rows are refused (in red, with every reason). Fix them in the workbook and import it again; nothing has been stored.</source>
        <translation>કંઈ આયાત થઈ શકતું નથી: %d પંક્તિઓ નકારાઈ છે (લાલ રંગમાં, દરેક કારણ સાથે). વર્કબુકમાં તે સુધારો અને ફરી આયાત કરો; કંઈ સંગ્રહાયું નથી.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show only refused rows</source>
        <translation>ફક્ત નકારાયેલી પંક્તિઓ બતાવો</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import</source>
        <translation>આયાત કરો</translation>
    </message>
</context>
<context>
    <name>JudgeActions</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/judge_actions.py" line="+30"/>
        <source>Changing a confirmed sheet needs a judge, the judge PIN and the reason (EV-4).</source>
        <translation>પુષ્ટિ થયેલી શીટ બદલવા માટે જજ, જજ PIN અને કારણ જોઈએ (EV-4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved. Your change is still in the form.</source>
        <translation>સચવાયું નથી. તમારો ફેરફાર હજી ફોર્મમાં છે.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The judge&apos;s change is saved; the history keeps the sheet as it was.</source>
        <translation>જજનો ફેરફાર સચવાયો; ઇતિહાસમાં શીટ પહેલાં જેવી હતી તેવી રહે છે.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Penalty not given: %s. What you typed is kept: press &apos;Penalty…&apos; again.</source>
        <translation>દંડ આપ્યો નથી: %s. તમે લખેલું સચવાયું છે: ફરી &apos;Penalty…&apos; દબાવો.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty recorded: %s.</source>
        <translation>દંડ નોંધાયો: %s.</translation>
    </message>
</context>
<context>
    <name>JudgeAuthorityDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="+206"/>
        <source>Judge&apos;s change</source>
        <translation>જજનો ફેરફાર</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Judge</source>
        <translation>જજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>જજ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>શા માટે</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the judge&apos;s name.</source>
        <translation>જજનું નામ આપો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say why the confirmed result is being changed.</source>
        <translation>પુષ્ટિ થયેલું પરિણામ શા માટે બદલાય છે તે જણાવો.</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/language_dialog.py" line="+27"/>
        <location filename="../../cardnight_desk/web/words.py" line="+70"/>
        <source>Language</source>
        <translation>ભાષા</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language of the desk</source>
        <translation>ડેસ્કની ભાષા (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The desk shows the new language the next time it starts: close it and open it again. Words not translated yet are shown in English.</source>
        <translation>ડેસ્ક આગલી વાર શરૂ થશે ત્યારે નવી ભાષા બતાવશે: તેને બંધ કરીને ફરી ખોલો. જે શબ્દોનું હજી ભાષાંતર નથી થયું તે અંગ્રેજીમાં દેખાશે.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/i18n.py" line="+137"/>
        <source>&amp;Language…</source>
        <translation>ભાષા (&amp;L)…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+185"/>
        <source>&amp;File</source>
        <translation>ફાઇલ (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New event…</source>
        <translation>નવી ઇવેન્ટ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open event…</source>
        <translation>ઇવેન્ટ ખોલો (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;recent</source>
        <translation>તાજેતરની ખોલો (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close event</source>
        <translation>ઇવેન્ટ બંધ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>બહાર નીકળો (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back up now…</source>
        <translation>હમણાં બેકઅપ લો (&amp;B)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore from a backup…</source>
        <translation>બેકઅપમાંથી પાછું લાવો (&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>મદદ (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User guide</source>
        <translation>&amp;વપરાશકર્તા માર્ગદર્શિકા</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Card Night Desk</source>
        <translation>Card Night Desk વિશે (&amp;A)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(none yet)</source>
        <translation>(હજી કોઈ નહીં)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About Card Night Desk</source>
        <translation>Card Night Desk વિશે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card Night Desk %s
Runs community card nights from registration to results.</source>
        <translation>Card Night Desk %s
સમુદાયની કાર્ડ નાઇટ નોંધણીથી પરિણામ સુધી ચલાવે છે.</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>A save is missing from the event</source>
        <translation>ઇવેન્ટમાં એક સાચવેલો ફેરફાર મળતો નથી</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>An automatic backup could not be made; everything saved is kept in the event.</source>
        <translation>આપમેળે બેકઅપ બની શક્યો નહીં; સાચવેલું બધું ઇવેન્ટમાં સુરક્ષિત છે.</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Open event</source>
        <translation>ઇવેન્ટ ખોલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card Night events (*%s);;All files (*)</source>
        <translation>Card Night ઇવેન્ટ (*%s);;બધી ફાઇલો (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Event not opened</source>
        <translation>ઇવેન્ટ ખૂલી નથી</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Typed and not saved</source>
        <translation>ટાઇપ કર્યું, સાચવ્યું નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These are typed and not saved, and will be lost:
%s</source>
        <translation>આ ટાઇપ કર્યું છે પણ સાચવ્યું નથી, અને ગુમ થઈ જશે:
%s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without saving</source>
        <translation>સાચવ્યા વિના બંધ કરો</translation>
    </message>
    <message>
        <location line="-293"/>
        <location line="+190"/>
        <source>Opening %s…</source>
        <translation>%s ખોલી રહ્યા છીએ…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>History altered</source>
        <translation>ઇતિહાસ બદલાયો છે</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scores and standings may not be the ones the desk recorded. Keep the file as it is, and compare it with a backup before carrying on.</source>
        <translation>સ્કોર અને ક્રમાંક કદાચ ડેસ્કે નોંધેલા ન હોય. ફાઇલને જેમ છે તેમ રાખો, અને આગળ વધતા પહેલાં તેને બેકઅપ સાથે સરખાવો.</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The event&apos;s history could not be checked: %s</source>
        <translation>ઇવેન્ટનો ઇતિહાસ તપાસી શકાયો નથી: %s</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+47"/>
        <source>Save the demo night as</source>
        <translation>ડેમો નાઇટ આ રીતે સાચવો</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ઇવેન્ટ (*%s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Setting up the demo night…</source>
        <translation>ડેમો નાઇટ તૈયાર થાય છે…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demo night not created</source>
        <translation>ડેમો નાઇટ બની નથી</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+382"/>
        <source>This is the demo night: explore freely. Its judge PIN is %s.</source>
        <translation>આ ડેમો નાઇટ છે: છૂટથી અજમાવો. તેનો જજ PIN %s છે.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to the event is lost — retrying. Nothing typed is lost.</source>
        <translation>ઇવેન્ટ સાથેનું જોડાણ તૂટ્યું છે — ફરી પ્રયાસ ચાલુ છે. લખેલું કંઈ ગુમાવ્યું નથી.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+15"/>
        <source>Back up the event</source>
        <translation>ઇવેન્ટનો બેકઅપ લો</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not backed up</source>
        <translation>બેકઅપ લેવાયો નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backed up to %s</source>
        <translation>%s માં બેકઅપ લીધો</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Automatic backups of this event are kept in %1 (%2 of them; the newest is %3). To put the newest back, with the damaged event kept beside it, run:
%4
or open a backup itself with File ▸ Open event… to look at it first.</source>
        <translation>આ ઇવેન્ટના આપમેળે બનેલા બેકઅપ %1 માં રાખેલા છે (%2 બેકઅપ; સૌથી નવો %3 છે). સૌથી નવો પાછો લાવવા, બગડેલી ઇવેન્ટ બાજુમાં રાખીને, ચલાવો:
%4
અથવા પહેલાં જોવા માટે કોઈ બેકઅપ File ▸ Open event… થી ખોલો.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore from a backup</source>
        <translation>બેકઅપમાંથી પાછું લાવો</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replace the event with the backup
%s?

The event as it is now is kept beside it.</source>
        <translation>ઇવેન્ટને આ બેકઅપથી બદલવી છે
%s?

હાલની ઇવેન્ટ તેની બાજુમાં સાચવી રખાશે.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Not restored</source>
        <translation>પાછું લાવી શકાયું નથી</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The event is open at another desk:
%s

Restoring now loses what is saved there from now on. Only if that desk is closed (its computer switched off or crashed), restore all the same.</source>
        <translation>ઇવેન્ટ બીજા ડેસ્ક પર ખુલ્લી છે:
%s

હમણાં પાછું લાવવાથી ત્યાં હવેથી સાચવેલું બધું ગુમ થશે. ફક્ત ત્યારે જ પાછું લાવો જ્યારે તે ડેસ્ક બંધ હોય (તેનું કમ્પ્યુટર બંધ થયું હોય કે ક્રેશ થયું હોય).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is closed: restore</source>
        <translation>તે બંધ છે: પાછું લાવો</translation>
    </message>
</context>
<context>
    <name>MessageBeside</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="-37"/>
        <source>Judge &amp;override…</source>
        <translation>જજનો ઓવરરાઇડ (&amp;O)…</translation>
    </message>
</context>
<context>
    <name>MovedDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="+138"/>
        <source>The standings moved</source>
        <translation>સ્ટેન્ડિંગ્સ બદલાયાં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing the settings of %s moved these entrants in its standings:</source>
        <translation>%s ની સેટિંગ્સ બદલવાથી તેના સ્ટેન્ડિંગ્સમાં આ ભાગ લેનારા ખસ્યા:</translation>
    </message>
</context>
<context>
    <name>MovedModel</name>
    <message>
        <location line="-29"/>
        <source>Entrant</source>
        <translation>ભાગ લેનાર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place before</source>
        <translation>પહેલાંનું સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after</source>
        <translation>પછીનું સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures before → after</source>
        <translation>આંકડા પહેલાં → પછી</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+103"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>ક્યાંથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>ક્યાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>શા માટે</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/new_event_dialog.py" line="+51"/>
        <source>New event</source>
        <translation>નવી ઇવેન્ટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Diwali Cards Night 2026</source>
        <translation>દા.ત. Diwali Cards Night 2026</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose…</source>
        <translation>પસંદ કરો…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event &amp;name</source>
        <translation>ઇવેન્ટનું નામ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>તારીખ (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event &amp;file</source>
        <translation>ઇવેન્ટ ફાઇલ (&amp;F)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event file</source>
        <translation>ઇવેન્ટ ફાઇલ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ઇવેન્ટ (*%s)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give the event a name.</source>
        <translation>ઇવેન્ટને નામ આપો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where to save the event file.</source>
        <translation>ઇવેન્ટ ફાઇલ ક્યાં સાચવવી તે પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That file already exists; choose another name.</source>
        <translation>એ ફાઇલ પહેલેથી છે; બીજું નામ પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event was not created: %s</source>
        <translation>ઇવેન્ટ બની નહીં: %s</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-146"/>
        <source>Judge&apos;s override</source>
        <translation>જજનો ઓવરરાઇડ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>why the judge admits it anyway</source>
        <translation>છતાં જજ શા માટે પ્રવેશ આપે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admit</source>
        <translation>પ્રવેશ આપો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused:</source>
        <translation>નકાર્યું:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Judge</source>
        <translation>જજ (&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>કારણ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>જજ PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only a judge can override: give the judge&apos;s name.</source>
        <translation>ફક્ત જજ જ ઓવરરાઇડ કરી શકે: જજનું નામ આપો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s reason; it is kept in the event&apos;s history.</source>
        <translation>જજનું કારણ આપો; તે ઇવેન્ટના ઇતિહાસમાં રહેશે.</translation>
    </message>
</context>
<context>
    <name>OverviewArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+49"/>
        <source>&amp;Add competition…</source>
        <translation>સ્પર્ધા ઉમેરો (&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules…</source>
        <translation>નિયમો (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for the chosen competition, with its settings</source>
        <translation>પસંદ કરેલી સ્પર્ધા માટે લાગુ નિર્ણયો, તેનાં સેટિંગ્સ સાથે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>સેટિંગ્સ (&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correct the chosen competition&apos;s settings (what play has already fixed is greyed out)</source>
        <translation>પસંદ કરેલી સ્પર્ધાની સેટિંગ્સ સુધારો (રમતથી નક્કી થઈ ગયેલું રાખોડી દેખાય છે)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename the &amp;event…</source>
        <translation>ઇવેન્ટનું નામ બદલો (&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name competition…</source>
        <translation>સ્પર્ધાનું નામ બદલો (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+87"/>
        <source>&amp;Close competition</source>
        <translation>સ્પર્ધા બંધ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>End the competition now: its standings become its final results (kept in the history)</source>
        <translation>સ્પર્ધા હમણાં પૂરી કરો: તેનો ક્રમાંક તેનાં અંતિમ પરિણામો બને છે (ઇતિહાસમાં નોંધાય છે)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Competition not added</source>
        <translation>સ્પર્ધા ઉમેરાઈ નથી</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Re&amp;open competition</source>
        <translation>સ્પર્ધા ફરી ખોલો (&amp;O)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not renamed</source>
        <translation>નામ બદલાયું નથી</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the event</source>
        <translation>ઇવેન્ટનું નામ બદલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The event&apos;s new name:</source>
        <translation>ઇવેન્ટનું નવું નામ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the competition</source>
        <translation>સ્પર્ધાનું નામ બદલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s નું નવું નામ:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close the competition</source>
        <translation>સ્પર્ધા બંધ કરો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close %s now? Its standings become its final results: the results name its winners and its certificates print. It can be reopened.</source>
        <translation>%s હમણાં બંધ કરવી છે? તેનો ક્રમાંક તેનાં અંતિમ પરિણામો બનશે: પરિણામોમાં વિજેતાઓનાં નામ આવશે અને પ્રમાણપત્રો છપાશે. તેને ફરી ખોલી શકાય છે.</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+74"/>
        <source>Not changed</source>
        <translation>બદલાયું નથી</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/password_dialog.py" line="+17"/>
        <source>Database password</source>
        <translation>ડેટાબેઝ પાસવર્ડ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server refused that password. Type it again for %s:</source>
        <translation>ડેટાબેઝ સર્વરે તે પાસવર્ડ નકાર્યો. %s માટે ફરીથી લખો:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server asks for a password for %s:</source>
        <translation>ડેટાબેઝ સર્વર %s માટે પાસવર્ડ માંગે છે:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The desk keeps it until it closes, and never saves it. To be asked no more, put it in your PostgreSQL password file (~/.pgpass).</source>
        <translation>ડેસ્ક તેને બંધ થાય ત્યાં સુધી યાદ રાખે છે અને ક્યારેય સાચવતું નથી. ફરી ન પૂછાય તે માટે તેને તમારી PostgreSQL પાસવર્ડ ફાઇલ (~/.pgpass) માં મૂકો.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-186"/>
        <source>a team member influencing a player</source>
        <translation>ટીમનો સભ્ય કોઈ ખેલાડીને પ્રભાવિત કરે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking for a card count out of turn</source>
        <translation>વારા વિના પત્તાંની ગણતરી પૂછવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake putting cards down</source>
        <translation>પત્તાં નીચે મૂકવામાં ભૂલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an incorrect licence displayed</source>
        <translation>ખોટું લાઇસન્સ બતાવ્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong card in a sequence or set</source>
        <translation>ક્રમ કે સેટમાં ખોટું પત્તું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking how many cards out of turn</source>
        <translation>વારા વિના પૂછવું કે કેટલાં પત્તાં છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsporting tactics (organisers decide, up to 100)</source>
        <translation>ખેલદિલી વિરુદ્ધ ચાલ (આયોજકો નક્કી કરે, 100 સુધી)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Judge&apos;s penalty</source>
        <translation>જજનો દંડ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No judge PIN is set for this event yet, so no penalty can be given: a judge sets one first with &apos;Judge PIN…&apos; at the top of the Scores area. What you type here is kept for then.</source>
        <translation>આ ઇવેન્ટ માટે હજુ કોઈ જજ PIN નક્કી નથી, તેથી દંડ આપી શકાતો નથી: પહેલાં કોઈ જજ Scores વિભાગની ઉપર &apos;Judge PIN…&apos; થી PIN નક્કી કરે. તમે અહીં લખશો તે ત્યાં સુધી સચવાશે.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Penalised</source>
        <translation>દંડિત</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number</source>
        <translation>નિયમ નંબર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>પોઇન્ટ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>નોંધ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>જજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>જજ PIN</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the rule number the penalty is given under.</source>
        <translation>જે નિયમ હેઠળ દંડ અપાય છે તેનો નંબર આપો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the penalty points.</source>
        <translation>દંડના પોઇન્ટ્સ આપો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s name.</source>
        <translation>જજનું નામ આપો.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location line="+81"/>
        <source>Change the judge PIN</source>
        <translation>જજ PIN બદલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set the judge PIN</source>
        <translation>જજ PIN નક્કી કરો</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Current PIN</source>
        <translation>હાલનો PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN (4 digits or more)</source>
        <translation>નવો PIN (4 કે વધુ અંક)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN again</source>
        <translation>નવો PIN ફરીથી</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two new PINs are not the same.</source>
        <translation>બંને નવા PIN એકસરખા નથી.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the new PIN.</source>
        <translation>નવો PIN લખો.</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-33"/>
        <source>Place</source>
        <translation>સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-8"/>
        <source>Prize</source>
        <translation>ઇનામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>હેન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>હેન્ડની શરૂઆતે ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>નોંધ</translation>
    </message>
</context>
<context>
    <name>PlayerForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/player_form.py" line="+56"/>
        <source>Community eligibility confirmed (EV-1)</source>
        <translation>સમુદાય પાત્રતાની પુષ્ટિ થઈ (EV-1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>&amp;Register</source>
        <translation>નોંધણી કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;New player</source>
        <translation>નવો ખેલાડી (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>New player</source>
        <translation>નવો ખેલાડી</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>&amp;Name</source>
        <translation>નામ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Born</source>
        <translation>જન્મ (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone</source>
        <translation>ફોન (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email</source>
        <translation>ઇમેઇલ (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tes</source>
        <translation>નોંધ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Competitions</source>
        <translation>સ્પર્ધાઓ (&amp;C)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player %d: %s</source>
        <translation>ખેલાડી %d: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>સાચવો (&amp;S)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the corrections to player %d, %s</source>
        <translation>ખેલાડી %d, %s માં સુધારા</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new player %s</source>
        <translation>નવો ખેલાડી %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new player&apos;s details</source>
        <translation>નવા ખેલાડીની વિગતો</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tick the competitions the player enters.</source>
        <translation>ખેલાડી જે સ્પર્ધાઓમાં ભાગ લે તેના પર ટિક કરો.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s cannot be registered</source>
        <translation>%s ની નોંધણી થઈ શકતી નથી</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%s is player %d, registered in %s.</source>
        <translation>%s ખેલાડી %d છે, %s માં નોંધાયેલ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %d corrected.</source>
        <translation>ખેલાડી %d સુધાર્યો.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Same player?</source>
        <translation>એ જ ખેલાડી?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s.

Is this player %d?</source>
        <translation>%s.

શું આ ખેલાડી %d છે?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not registered: this is player %d. If their date of birth is wrong, correct it (edit the player), then register them.</source>
        <translation>નોંધણી થઈ નથી: આ ખેલાડી %d છે. જન્મ તારીખ ખોટી હોય તો તે સુધારો (ખેલાડીને સુધારો), પછી નોંધણી કરો.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not registered. What you typed is still in the form.</source>
        <translation>નોંધણી થઈ નથી. તમે લખેલું હજી ફોર્મમાં છે.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="-147"/>
        <source>No.</source>
        <translation>નં.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Born</source>
        <translation>જન્મ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-56"/>
        <source>Competitions</source>
        <translation>સ્પર્ધાઓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ટીમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed</source>
        <translation>પુષ્ટિ થઈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ચેક-ઇન થયું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>ફોન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Email</source>
        <translation>ઇમેઇલ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>હા</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s: admitted by %s</source>
        <translation>%s: %s દ્વારા પ્રવેશ</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page.py" line="+140"/>
        <source>The players&apos; page did not start — %s.</source>
        <translation>ખેલાડીઓનું પેજ શરૂ થયું નહીં — %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players&apos; page stopped with a problem — %s.</source>
        <translation>ખેલાડીઓનું પેજ કોઈ સમસ્યાને કારણે બંધ થયું — %s.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Find your table</source>
        <translation>તમારું ટેબલ શોધો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poker clock</source>
        <translation>પોકર ઘડિયાળ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type part of your name</source>
        <translation>તમારા નામનો થોડો ભાગ લખો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody&apos;s name holds “%s”.</source>
        <translation>કોઈના નામમાં “%s” નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type at least two letters of your name.</source>
        <translation>તમારા નામના ઓછામાં ઓછા બે અક્ષર લખો.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showing the first %d names: type more of yours.</source>
        <translation>પહેલાં %d નામ બતાવ્યાં છે: તમારા નામનો વધુ ભાગ લખો.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With</source>
        <translation>સાથે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>સામે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bye this round: you do not play.</source>
        <translation>આ રાઉન્ડમાં બાય: તમે રમતા નથી.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>provisional</source>
        <translation>કામચલાઉ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d</source>
        <translation>રાઉન્ડ %d પછી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way</source>
        <translation>રાઉન્ડ %d ચાલુ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet</source>
        <translation>હજુ કોઈ રાઉન્ડ રમાયો નથી</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results yet.</source>
        <translation>હજુ કોઈ પરિણામ નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket</source>
        <translation>નોકઆઉટ કોષ્ટક</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>ફાઈનલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third place</source>
        <translation>ત્રીજું સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match %d</source>
        <translation>મેચ %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to be decided</source>
        <translation>હજુ નક્કી નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left</source>
        <translation>બાકી સમય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>બ્લાઈન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>એન્ટી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>આગળ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break in</source>
        <translation>આગલો વિરામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No break ahead</source>
        <translation>આગળ કોઈ વિરામ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players left</source>
        <translation>બાકી ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average stack</source>
        <translation>સરેરાશ ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>અટકાવેલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not started yet</source>
        <translation>હજુ શરૂ થઈ નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last level: overtime</source>
        <translation>છેલ્લું સ્તર: વધારાનો સમય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No poker tournament tonight.</source>
        <translation>આજે રાત્રે કોઈ પોકર ટુર્નામેન્ટ નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No baccarat table tonight.</source>
        <translation>આજે રાત્રે કોઈ બકારા ટેબલ નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>નક્કી થયેલાં સ્થાન</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prizes</source>
        <translation>ઇનામો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands played</source>
        <translation>રમાયેલા હાથ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands left</source>
        <translation>બાકી હાથ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table has closed: these are its results.</source>
        <translation>ટેબલ બંધ થયું છે: આ તેનાં પરિણામ છે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updates by itself</source>
        <translation>આપમેળે નવું થાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: trying again…</source>
        <translation>જોડાણ નથી: ફરી પ્રયાસ કરીએ છીએ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such page here.</source>
        <translation>અહીં એવું કોઈ પાનું નથી.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no competition “%s” tonight.</source>
        <translation>આજે રાત્રે “%s” નામની કોઈ સ્પર્ધા નથી.</translation>
    </message>
</context>
<context>
    <name>PlayersPagePanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page_panel.py" line="+39"/>
        <location filename="../../cardnight_desk/web/words.py" line="-73"/>
        <source>Players&apos; page</source>
        <translation>ખેલાડીઓનું પેજ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players open this on their phones: their table, standings, the poker clock.</source>
        <translation>ખેલાડીઓ આ પોતાના ફોન પર ખોલે છે: તેમનું ટેબલ, ક્રમાંક, પોકર ઘડિયાળ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve the players&apos; page on the hall&apos;s network</source>
        <translation>હોલના નેટવર્ક પર ખેલાડીઓનું પેજ ચાલુ કરો</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port</source>
        <translation>પોર્ટ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the address shows here while it is on</source>
        <translation>ચાલુ હોય ત્યારે સરનામું અહીં દેખાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>કૉપિ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Starting the players&apos; page…</source>
        <translation>ખેલાડીઓનું પેજ શરૂ થાય છે…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopping the players&apos; page…</source>
        <translation>ખેલાડીઓનું પેજ બંધ થાય છે…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on the same network as this desk open the address, or scan the code.</source>
        <translation>ચાલુ: આ ડેસ્કના જ નેટવર્ક પરના ફોન આ સરનામું ખોલે, અથવા કોડ સ્કેન કરે.</translation>
    </message>
</context>
<context>
    <name>PokerSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/poker/description.py" line="+45"/>
        <source>Player</source>
        <translation>પ્લેયર</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Entries</source>
        <translation>પ્રવેશ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entry level</source>
        <translation>પ્રવેશનું લેવલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before level 4</source>
        <translation>લેવલ 4 પહેલાં</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busts</source>
        <translation>આઉટ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand no.</source>
        <translation>હેન્ડ નંબર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of that hand</source>
        <translation>એ હેન્ડની શરૂઆતે ચિપ્સ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Blind structure</source>
        <translation>બ્લાઇન્ડ માળખું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid places</source>
        <translation>ઇનામ મેળવતાં સ્થાનો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout percentages</source>
        <translation>ઇનામની ટકાવારી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool</source>
        <translation>ઇનામની કુલ રકમ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats per table</source>
        <translation>ટેબલ દીઠ બેઠકો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table below</source>
        <translation>આનાથી ઓછા હોય તો ટેબલ તોડો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at each table</source>
        <translation>દરેક ટેબલ પરના ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Another player out in this hand</source>
        <extracomment>the report&apos;s fields: the busts&apos; lines, their player one of the table&apos;s players (each line headed &quot;Player out&quot;)</extracomment>
        <translation>આ જ હેન્ડમાં બીજો ખેલાડી આઉટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player out</source>
        <translation>ખેલાડી આઉટ</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-82"/>
        <source>new</source>
        <translation>નવું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds competitions</source>
        <translation>સ્પર્ધાઓ ઉમેરે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>ફેરફાર નથી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>નકાર્યું</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Row</source>
        <translation>પંક્તિ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>નં.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will be</source>
        <translation>શું થશે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions</source>
        <translation>સ્પર્ધાઓ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ટીમો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>સમસ્યાઓ</translation>
    </message>
</context>
<context>
    <name>PrintingArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/printing/area.py" line="+48"/>
        <source>Score sheets</source>
        <translation>સ્કોર શીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cards</source>
        <translation>ટેબલ કાર્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seating lists</source>
        <translation>બેઠક યાદી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout bracket</source>
        <translation>નોકઆઉટ બ્રેકેટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>ક્રમાંક</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final results</source>
        <translation>અંતિમ પરિણામો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>પ્રમાણપત્રો</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results so far</source>
        <extracomment>The results printed while a competition played is not finished (the printout&apos;s title: &quot;Results so far — provisional&quot;)</extracomment>
        <translation>અત્યાર સુધીનાં પરિણામો</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>latest</source>
        <translation>છેલ્લો</translation>
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
        <translation>પૂર્વદર્શન (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save PDF…</source>
        <translation>PDF સાચવો (&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to p&amp;rint</source>
        <translation>પ્રિન્ટ માટે ખોલો (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose what to print, then Preview: its pages show here before anything is saved or printed.</source>
        <translation>શું છાપવું છે તે પસંદ કરો, પછી પૂર્વદર્શન: કંઈ સાચવાય કે છપાય તે પહેલાં તેનાં પાનાં અહીં દેખાય છે.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Document</source>
        <translation>દસ્તાવેજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>રાઉન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>કાગળ</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing was printed: certificates follow the final results.</source>
        <translation>કંઈ છપાયું નથી: પ્રમાણપત્રો અંતિમ પરિણામો પછી છપાય છે.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These names have characters the fonts of the desk do not have, printed as a question mark in a box; correct them in Registration if they are misspelt:
%s</source>
        <translation>આ નામોમાં એવા અક્ષરો છે જે ડેસ્કના ફોન્ટમાં નથી, તે ખાનામાં પ્રશ્નચિહ્ન તરીકે છપાશે; જોડણી ખોટી હોય તો નોંધણીમાં સુધારો:
%s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing %s…</source>
        <translation>%s તૈયાર થાય છે…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cancelled: nothing was printed.</source>
        <translation>રદ કર્યું: કંઈ છપાયું નથી.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players&apos; page is on: its address and QR code are printed on them (%s).</source>
        <translation>ખેલાડીઓનું પેજ ચાલુ છે: તેનું સરનામું અને QR કોડ તેના પર છપાય છે (%s).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table entry is on: each side&apos;s entry link is printed as a QR code with its name.</source>
        <translation>ટેબલ એન્ટ્રી ચાલુ છે: દરેક બાજુની એન્ટ્રી લિંક તેના નામ સાથે QR કોડ તરીકે છપાય છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table entry is on, but the players&apos; page is off: each side&apos;s link is printed as its path, without a QR code. Switch the players&apos; page on (Displays) and print again for the codes.</source>
        <translation>ટેબલ એન્ટ્રી ચાલુ છે, પણ ખેલાડીઓનું પેજ બંધ છે: દરેક બાજુની લિંક QR કોડ વિના, તેના પાથ તરીકે છપાય છે. કોડ માટે ખેલાડીઓનું પેજ (ડિસ્પ્લે) ચાલુ કરો અને ફરી છાપો.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print certificates early?</source>
        <translation>પ્રમાણપત્રો વહેલાં છાપવાં છે?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished yet:
%s

Print the certificates now? They are marked provisional and name no place: each says where its competition stands.</source>
        <translation>હજુ પૂરું થયું નથી:
%s

પ્રમાણપત્રો હમણાં છાપવા છે? તે કામચલાઉ તરીકે ચિહ્નિત હશે અને કોઈ સ્થાન નહીં જણાવે: દરેક જણાવશે કે તેની સ્પર્ધા ક્યાં પહોંચી છે.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>1 page ready. Save the PDF, or open it to print.</source>
        <translation>1 પાનું તૈયાર. PDF સાચવો, અથવા પ્રિન્ટ માટે ખોલો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d pages ready. Save the PDF, or open it to print.</source>
        <translation>%d પાનાં તૈયાર. PDF સાચવો, અથવા પ્રિન્ટ માટે ખોલો.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save PDF</source>
        <translation>PDF સાચવો</translation>
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
        <translation>સચવાયું નથી</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Nothing was saved: %s.</source>
        <translation>કંઈ સચવાયું નથી: %s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: %s was kept as it was.</source>
        <translation>સચવાયું નથી: %s જેમ હતી તેમ રાખી છે.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %s</source>
        <translation>%s સાચવ્યું</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the PDF?</source>
        <translation>PDF બદલવી છે?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s already exists.

Replace it with the document previewed now?</source>
        <translation>%s પહેલેથી છે.

શું તેને હમણાં જોયેલા દસ્તાવેજથી બદલવું છે?</translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/progress_words.py" line="+12"/>
        <location filename="../../cardnight_desk/web/words.py" line="-35"/>
        <source>final</source>
        <translation>અંતિમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d, round %d under way — provisional</source>
        <translation>રાઉન્ડ %d પછી, રાઉન્ડ %d ચાલુ — કામચલાઉ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after round %d — provisional</source>
        <translation>રાઉન્ડ %d પછી — કામચલાઉ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way — provisional</source>
        <translation>રાઉન્ડ %d ચાલુ — કામચલાઉ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet — provisional</source>
        <translation>હજી કોઈ રાઉન્ડ રમાયો નથી — કામચલાઉ</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/qt_words.py" line="+32"/>
        <source>&amp;Select All</source>
        <translation>બધું પસંદ કરો (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>વધારો (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>ઘટાડો (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="-10"/>
        <source>&amp;Undo</source>
        <translation>પૂર્વવત્ કરો (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>ફરી કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>કાપો (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>નકલ કરો (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>ચોંટાડો (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>કાઢી નાખો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>બધું પસંદ કરો</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-15"/>
        <source>OK</source>
        <translation>ઠીક છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>રદ કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>હા (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>ના (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>બંધ કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>લાગુ કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>સાચવો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>મદદ</translation>
    </message>
</context>
<context>
    <name>RegistrationArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/area.py" line="+49"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel વર્કબુક (*.xlsx)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Filter: name, number, phone, email or team</source>
        <translation>ફિલ્ટર: નામ, નંબર, ફોન, ઇમેઇલ અથવા ટીમ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>બધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ચેક-ઇન થયું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked in</source>
        <translation>ચેક-ઇન નથી થયું</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Import…</source>
        <translation>આયાત કરો (&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>નિકાસ કરો (&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;template…</source>
        <translation>ટેમ્પ્લેટ સાચવો (&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it player</source>
        <translation>ખેલાડી સુધારો (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw…</source>
        <translation>પાછા ખેંચો (&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name…</source>
        <translation>નામ બદલો (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the chosen player, or their team, everywhere</source>
        <translation>પસંદ કરેલા ખેલાડી કે તેની ટીમનું નામ બધે બદલો</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ટીમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in</source>
        <translation>ચેક-ઇન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s here</source>
        <translation>કોણ હાજર છે</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>All competitions</source>
        <translation>બધી સ્પર્ધાઓ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+29"/>
        <source>Choose a player in the table first.</source>
        <translation>પહેલાં કોષ્ટકમાંથી ખેલાડી પસંદ કરો.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Choose a player who is registered in a competition.</source>
        <translation>કોઈ સ્પર્ધામાં નોંધાયેલો ખેલાડી પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s withdrawn from %s.</source>
        <translation>%s ને %s માંથી પાછા ખેંચ્યા.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player %d: %s</source>
        <translation>ખેલાડી %d: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team %s (%s)</source>
        <translation>ટીમ %s (%s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Rename</source>
        <translation>નામ બદલો</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rename whom?</source>
        <translation>કોનું નામ બદલવું છે?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New name for %s:</source>
        <translation>%s નું નવું નામ:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s is now %s.</source>
        <translation>%s હવે %s છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import players</source>
        <translation>ખેલાડીઓની આયાત કરો</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading %s…</source>
        <translation>%s વંચાય છે…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the workbook…</source>
        <translation>વર્કબુક વંચાય છે…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported: %d rows have the name of a player already registered, with another date of birth. Correct the date that is wrong and import again.</source>
        <translation>કંઈ આયાત થયું નથી: %d પંક્તિઓમાં પહેલેથી નોંધાયેલા ખેલાડીનું નામ છે, પણ જન્મ તારીખ જુદી છે. ખોટી તારીખ સુધારો અને ફરી આયાત કરો.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported: %d rows are refused.</source>
        <translation>કંઈ આયાત થયું નથી: %d પંક્તિઓ નકારાઈ છે.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled.</source>
        <translation>આયાત રદ થઈ.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Judge PIN</source>
        <translation>જજ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This workbook carries judges&apos; overrides. A judge&apos;s PIN is needed to import it:</source>
        <translation>આ વર્કબુકમાં જજના નિર્ણયો છે. તેને આયાત કરવા જજનો PIN જોઈએ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>આયાત થાય છે…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported %d new players, %d registrations and %d teams.</source>
        <translation>%d નવા ખેલાડીઓ, %d નોંધણી અને %d ટીમોની આયાત થઈ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>… and %d more</source>
        <translation>… અને બીજા %d</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the event</source>
        <translation>ઇવેન્ટની નિકાસ કરો</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exporting…</source>
        <translation>નિકાસ થાય છે…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %s: %s.</source>
        <translation>%s લખી: %s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a registration template</source>
        <translation>નોંધણીનું ટેમ્પ્લેટ સાચવો</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved a blank registration workbook to %s.</source>
        <translation>ખાલી નોંધણી વર્કબુક %s માં સાચવી.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+23"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>દાવ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>રકમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>પરિણામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net</source>
        <translation>ચોખ્ખું</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+94"/>
        <location line="+11"/>
        <source>Last hand</source>
        <translation>છેલ્લો હેન્ડ</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>No hand settled yet.</source>
        <translation>હજી કોઈ હેન્ડનો હિસાબ થયો નથી.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %d</source>
        <translation>હેન્ડ %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural</source>
        <translation>નેચરલ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon 7</source>
        <translation>ડ્રેગન 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>પ્લેયર</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Banker</source>
        <translation>બેન્કર</translation>
    </message>
</context>
<context>
    <name>RollModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="-196"/>
        <source>here</source>
        <translation>હાજર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>ગેરહાજર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not admitted</source>
        <translation>પ્રવેશ નથી</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>નં.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>સ્થિતિ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ચેક-ઇન થયું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>નોંધ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>late arrival: seat them in the next draw</source>
        <translation>મોડા આવ્યા: આગલા ડ્રોમાં બેસાડો</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location line="+198"/>
        <source>All</source>
        <translation>બધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>હાજર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing</source>
        <translation>ગેરહાજર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late</source>
        <translation>મોડા</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not admitted (EV-1)</source>
        <translation>પ્રવેશ નથી (EV-1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No competitions yet.</source>
        <translation>હજી કોઈ સ્પર્ધા નથી.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Here %d · Missing %d · Late %d · Not admitted %d</source>
        <translation>હાજર %d · ગેરહાજર %d · મોડા %d · પ્રવેશ નથી %d</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/rules_dialog.py" line="+72"/>
        <source>Rules in force — %s</source>
        <translation>લાગુ નિયમો — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The desk&apos;s rulings for this game and for every competition. Beside a ruling that is a setting is the value this competition uses.</source>
        <translation>આ રમત અને દરેક સ્પર્ધા માટે ડેસ્કના નિર્ણયો. જે નિર્ણય સેટિંગ છે તેની બાજુમાં આ સ્પર્ધા જે મૂલ્ય વાપરે છે તે છે.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find a ruling (BH-5) or a word…</source>
        <translation>નિર્ણય (BH-5) અથવા શબ્દ શોધો…</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+10"/>
        <source>Rules</source>
        <translation>નિયમો</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no competition &apos;%s&apos; in this event.</source>
        <translation>આ ઇવેન્ટમાં &apos;%s&apos; નામની કોઈ સ્પર્ધા નથી.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rulings cannot be read: %s</source>
        <translation>નિર્ણયો વાંચી શકાતા નથી: %s</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>In force here — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</source>
        <translation>અહીં લાગુ — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Other settings of this competition</source>
        <translation>આ સ્પર્ધાનાં અન્ય સેટિંગ્સ</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>the default</source>
        <translation>ડિફૉલ્ટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed for this event; the default is %s</source>
        <translation>આ ઇવેન્ટ માટે બદલ્યું; ડિફૉલ્ટ %s છે</translation>
    </message>
</context>
<context>
    <name>RummyTableForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/rummy/description.py" line="+44"/>
        <source>normal</source>
        <translation>સામાન્ય</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first-turn rummy</source>
        <translation>પહેલા વારે રમી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand rummy</source>
        <translation>હેન્ડ રમી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (stock ran out)</source>
        <translation>રદ (સ્ટોક ખૂટી ગયો)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>ડીલ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type</source>
        <translation>પ્રકાર</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Deals</source>
        <translation>ડીલ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Result</source>
        <translation>પરિણામ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won</source>
        <translation>જીત્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped</source>
        <translation>ડ્રોપ કર્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>હાર્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void</source>
        <translation>રદ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dropped</source>
        <translation>ડ્રોપ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the first turn (25)</source>
        <translation>પહેલા વારે (25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>later (50)</source>
        <translation>પછીથી (50)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points</source>
        <translation>પોઇન્ટ્સ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards</source>
        <translation>પત્તાં</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild</source>
        <translation>વાઇલ્ડ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Had a turn</source>
        <translation>વારો મળ્યો</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target</source>
        <translation>લક્ષ્ય</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal limit</source>
        <translation>ડીલની મર્યાદા</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/rummy/score_form.py" line="+100"/>
        <source>Add a &amp;deal</source>
        <translation>ડીલ ઉમેરો (&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>w won · f first drop (25) · m middle drop (50) · a number: points lost · or the 13 cards (10H JH …) with the wild rank · v void · in first-turn and hand-rummy deals add + (had a turn) or - (no turn yet) to a loser</source>
        <translation>w જીત્યા · f ફર્સ્ટ ડ્રોપ (25) · m મિડલ ડ્રોપ (50) · સંખ્યા: ગુમાવેલા પોઇન્ટ્સ · અથવા 13 પત્તાં (10H JH …) વાઇલ્ડ નંબર સાથે · v રદ · પહેલા વારે રમી અને હેન્ડ રમીની ડીલમાં હારનારની સાથે + (વારો મળ્યો હતો) અથવા - (હજી વારો નહોતો મળ્યો) ઉમેરો</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal %s</source>
        <translation>વહેંચણી %s</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Not a valid sheet yet: see the notes under the deals.</source>
        <translation>શીટ હજુ માન્ય નથી: વહેંચણીઓ નીચેની નોંધો જુઓ.</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+144"/>
        <source>out</source>
        <translation>આઉટ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%s (after deal %s)</source>
        <translation>%s (ડીલ %s પછી)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out: %s</source>
        <translation>આઉટ: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level on the lowest total: %s play one more deal between them (RU-8)</source>
        <translation>સૌથી ઓછા કુલ પર બરાબરી: %s વચ્ચે એક વધુ ડીલ રમાશે (RU-8)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: %s</source>
        <translation>વિજેતા: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on.</source>
        <translation>રમત ચાલુ છે.</translation>
    </message>
</context>
<context>
    <name>SameNamesQuestion</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+213"/>
        <source>Same players?</source>
        <translation>એ જ ખેલાડીઓ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d rows have the name of a player already registered, with another date of birth:</source>
        <translation>%d પંક્તિઓમાં પહેલેથી નોંધાયેલા ખેલાડીનું નામ છે, પણ જન્મ તારીખ જુદી છે:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Are they other people, to be registered as new players? No imports nothing: correct the date of birth that is wrong and import again.</source>
        <translation>શું તેઓ બીજા લોકો છે, જેમને નવા ખેલાડીઓ તરીકે નોંધવાના છે? &quot;ના&quot; કંઈ આયાત કરતું નથી: ખોટી જન્મ તારીખ સુધારો અને ફરી આયાત કરો.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no date of birth</source>
        <translation>જન્મ તારીખ નથી</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %d, %s, born %s</source>
        <translation>ખેલાડી %d, %s, જન્મ %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row %d: %s, born %s — %s</source>
        <translation>પંક્તિ %d: %s, જન્મ %s — %s</translation>
    </message>
</context>
<context>
    <name>ScoresArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="+106"/>
        <source>type or scan the sheet number, then Enter</source>
        <translation>શીટ નંબર લખો અથવા સ્કેન કરો, પછી Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge P&amp;IN…</source>
        <translation>જજ PIN (&amp;I)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Co&amp;mpetition</source>
        <translation>સ્પર્ધા (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Round</source>
        <translation>રાઉન્ડ (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sheet &amp;number</source>
        <translation>શીટ નંબર (&amp;N)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sheets</source>
        <translation>શીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>ઇતિહાસ</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Add a competition first (Event area).</source>
        <translation>પહેલાં સ્પર્ધા ઉમેરો (ઇવેન્ટ વિભાગ).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%s&apos; has no rounds drawn yet (Draws area).</source>
        <translation>&apos;%s&apos; માં હજી કોઈ રાઉન્ડનો ડ્રો થયો નથી (ડ્રો વિભાગ).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Judge PIN not changed: %s</source>
        <translation>જજ PIN બદલાયો નથી: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge PIN changed.</source>
        <translation>જજ PIN બદલાયો.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judge PIN set.</source>
        <translation>જજ PIN નક્કી થયો.</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seat_dialog.py" line="+37"/>
        <source>Seat a player</source>
        <translation>ખેલાડીને બેસાડો</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %d</source>
        <translation>સીટ %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the player&apos;s name</source>
        <translation>ખેલાડીનું નામ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;eat</source>
        <translation>બેસાડો (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>ખેલાડી (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Chips</source>
        <translation>ચિપ્સ (&amp;C)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type the player&apos;s name.</source>
        <translation>ખેલાડીનું નામ લખો.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ચિપ્સ 0 કે તેથી વધુ રકમ છે, આખા સેન્ટમાં.</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="-56"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-37"/>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+1"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet this hand</source>
        <translation>આ હેન્ડનો દાવ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>ઉપલબ્ધ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Table</source>
        <translation>ટેબલ</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="-70"/>
        <source>Seats</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add seat…</source>
        <translation>સીટ ઉમેરો (&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove seat…</source>
        <translation>સીટ દૂર કરો (&amp;R)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seats (%d of %d taken)</source>
        <translation>સીટ (%d / %d ભરાયેલી)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="-66"/>
        <source>Settings of %s</source>
        <translation>%s ની સેટિંગ્સ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kept in the history</source>
        <translation>ઇતિહાસમાં રાખવામાં આવે છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Why</source>
        <translation>કારણ (&amp;W)</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="-87"/>
        <source>Fixed: a round has been drawn with it</source>
        <translation>નક્કી: તેની સાથે એક રાઉન્ડનો ડ્રો થઈ ગયો છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: a score sheet has been scored with it</source>
        <translation>નક્કી: તેની સાથે એક સ્કોર શીટ ગણાઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the final table&apos;s sheet has been scored with it</source>
        <translation>નક્કી: તેની સાથે ફાઇનલ ટેબલની શીટ ગણાઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed: players have entered with it</source>
        <translation>નક્કી: તેની સાથે ખેલાડીઓ જોડાઈ ગયા છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the clock has started</source>
        <translation>નક્કી: ઘડિયાળ શરૂ થઈ ગઈ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the seats have been drawn</source>
        <translation>નક્કી: બેઠકોનો ડ્રો થઈ ગયો છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: play has begun at the table</source>
        <translation>નક્કી: ટેબલ પર રમત શરૂ થઈ ગઈ છે</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/base.py" line="+169"/>
        <source>the rules of &apos;%s&apos; cannot check this sheet here (%s: %s)</source>
        <translation>&apos;%s&apos; ના નિયમો આ શીટ અહીં ચકાસી શકતા નથી (%s: %s)</translation>
    </message>
</context>
<context>
    <name>SheetJudgeAsking</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sheet_judge.py" line="+35"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>સચવાયું નથી: %s. તમારી એન્ટ્રી હજી ફોર્મમાં છે.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This sheet gives or takes off penalties: a judge answers for them, with the judge PIN (EV-4).</source>
        <translation>આ શીટ દંડ આપે છે કે હટાવે છે: જજ PIN સાથે એક જજ તેની જવાબદારી લે છે (EV-4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: penalties on a sheet need a judge. Your entry is still in the form.</source>
        <translation>સચવાયું નથી: શીટ પરના દંડ માટે જજ જોઈએ. તમારી એન્ટ્રી હજી ફોર્મમાં છે.</translation>
    </message>
</context>
<context>
    <name>SheetJudgeDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-31"/>
        <source>Judge for the sheet&apos;s penalties</source>
        <translation>શીટના દંડ માટે જજ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the judge&apos;s name.</source>
        <translation>જજનું નામ આપો.</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/panel.py" line="+66"/>
        <source>Choose a table, or type or scan its sheet number.</source>
        <translation>ટેબલ પસંદ કરો, અથવા તેનો શીટ નંબર લખો કે સ્કેન કરો.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+187"/>
        <source>&amp;Save draft  (Ctrl+S)</source>
        <translation>ડ્રાફ્ટ સાચવો (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Save and &amp;confirm  (Ctrl+Enter)</source>
        <translation>સાચવો અને પુષ્ટિ કરો (&amp;C)  (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit as &amp;judge…</source>
        <translation>જજ તરીકે સુધારો (&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first entry is wrong: &amp;replace it with this one</source>
        <translation>પહેલી એન્ટ્રી ખોટી છે: તેને આનાથી બદલો (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Penalty…</source>
        <translation>દંડ (&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>નિયમો (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for this competition, at the one a refusal cites</source>
        <translation>આ સ્પર્ધા માટે લાગુ નિર્ણયો, નકારમાં જણાવેલા નિર્ણય પર ખોલેલા</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the sheet of %1, round %2, table %3</source>
        <translation>%1 ની શીટ, રાઉન્ડ %2, ટેબલ %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%s — round %s — table %s (sheet %s): %s</source>
        <translation>%s — રાઉન્ડ %s — ટેબલ %s (શીટ %s): %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sheets of this game are not entered here.</source>
        <translation>આ રમતની શીટ અહીં દાખલ થતી નથી.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your unsaved entry for this table was kept and is back in the form.</source>
        <translation>આ ટેબલ માટેની તમારી ન સચવાયેલી એન્ટ્રી રાખી છે અને ફોર્મમાં પાછી છે.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;p&gt;&lt;b&gt;To enter a score sheet:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Choose the competition and the round, at the top left.&lt;/li&gt;&lt;li&gt;Choose a table in the list (double-click it or press Enter), or type or scan the number printed on its sheet in &lt;i&gt;Sheet number&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;The table&apos;s sheet opens here: type what is written on it, then &lt;i&gt;Save draft&lt;/i&gt; or &lt;i&gt;Save and confirm&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tables in the list? Draw the round first, in the Draws area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;સ્કોર શીટ દાખલ કરવા માટે:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;ઉપર ડાબી બાજુએ સ્પર્ધા અને રાઉન્ડ પસંદ કરો.&lt;/li&gt;&lt;li&gt;યાદીમાંથી ટેબલ પસંદ કરો (તેના પર ડબલ-ક્લિક કરો અથવા Enter દબાવો), અથવા તેની શીટ પર છપાયેલો નંબર &lt;i&gt;શીટ નંબર&lt;/i&gt;માં લખો કે સ્કેન કરો.&lt;/li&gt;&lt;li&gt;ટેબલની શીટ અહીં ખૂલે છે: તેના પર જે લખ્યું છે તે ટાઇપ કરો, પછી &lt;i&gt;ડ્રાફ્ટ સાચવો&lt;/i&gt; અથવા &lt;i&gt;સાચવો અને પુષ્ટિ કરો&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;યાદીમાં કોઈ ટેબલ નથી? પહેલાં ડ્રો વિભાગમાં રાઉન્ડનો ડ્રો કરો.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>&amp;Save entry  (Ctrl+S)</source>
        <translation>એન્ટ્રી સાચવો (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save the judge&apos;s change  (Ctrl+S)</source>
        <translation>જજનો ફેરફાર સાચવો (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing stored for this table yet.</source>
        <translation>આ ટેબલ માટે હજી કંઈ સંગ્રહાયું નથી.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmed (version %s). Only a judge can change it.</source>
        <translation>પુષ્ટિ થઈ (આવૃત્તિ %s). ફક્ત જજ જ તેને બદલી શકે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first entry (by %s) is in. Second entry: type the sheet again without looking at the first.</source>
        <translation>પહેલી એન્ટ્રી (%s દ્વારા) થઈ ગઈ છે. બીજી એન્ટ્રી: પહેલી જોયા વિના શીટ ફરીથી લખો.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored (by %s); it waits for a second, blind entry.</source>
        <translation>પહેલી એન્ટ્રી સંગ્રહાઈ (%s દ્વારા); તે બીજી, જોયા વિનાની એન્ટ્રીની રાહ જુએ છે.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draft (version %1), entered by %2.</source>
        <translation>ડ્રાફ્ટ (આવૃત્તિ %1), %2 દ્વારા દાખલ.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not saved: the sheet is not valid yet (see the notes on the form).</source>
        <translation>સાચવ્યું નથી: શીટ હજુ માન્ય નથી (ફોર્મ પરની નોંધો જુઓ).</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>This table is gone (the round was drawn again).</source>
        <translation>આ ટેબલ હવે નથી (રાઉન્ડનો ફરી ડ્રો થયો).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It has been changed at another desk since you opened it.</source>
        <translation> તમે તે ખોલ્યું ત્યાર પછી તે બીજા ડેસ્ક પર બદલાયું છે.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Judges&apos; penalties at this table: %s.</source>
        <translation>આ ટેબલ પર જજોના દંડ: %s.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set aside: %s.</source>
        <translation>બાજુએ રાખ્યું: %s.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>સચવાયું નથી: %s. તમારી એન્ટ્રી હજી ફોર્મમાં છે.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This sheet is confirmed: use &apos;Edit as judge&apos; to change it.</source>
        <translation>આ શીટની પુષ્ટિ થઈ છે: બદલવા માટે &apos;જજ તરીકે સુધારો&apos; વાપરો.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved and confirmed.</source>
        <translation>સાચવ્યું અને પુષ્ટિ થઈ.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as a draft.</source>
        <translation>ડ્રાફ્ટ તરીકે સાચવ્યું.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirmed.</source>
        <translation>પુષ્ટિ થઈ.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The version stored at the other desk is in the form now; yours was not saved.</source>
        <translation>બીજા ડેસ્ક પર સંગ્રહાયેલી આવૃત્તિ હવે ફોર્મમાં છે; તમારી સચવાઈ નથી.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: the sheet was changed at another desk. Your entry is still in the form.</source>
        <translation>સચવાયું નથી: શીટ બીજા ડેસ્ક પર બદલાઈ હતી. તમારી એન્ટ્રી હજી ફોર્મમાં છે.</translation>
    </message>
</context>
<context>
    <name>SidesBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sides.py" line="+52"/>
        <source>%1 at %2, from %3</source>
        <translation>%1, %2 વાગ્યે, %3 પરથી</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>yes</source>
        <translation>હા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>ના</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>agreed at the table, the desk&apos;s draft differs</source>
        <translation>ટેબલ પર સહમતિ, ડેસ્કનો ડ્રાફ્ટ જુદો છે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>agreed at the table</source>
        <translation>ટેબલ પર સહમતિ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries differ</source>
        <translation>એન્ટ્રી જુદી છે</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 sides entered</source>
        <translation>%2 માંથી %1 બાજુએ ભર્યું</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Entered at the table: %s.</source>
        <translation>ટેબલ પર ભરાઈ: %s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt; (%s), but the draft below was typed at the desk and differs from their sheet at the marked fields. Check the paper sheet: keep the desk&apos;s draft, or take the sides&apos; entry into the form; then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ટેબલ પર સહમતિ&lt;/b&gt; (%s), પણ નીચેનો ડ્રાફ્ટ ડેસ્ક પર ટાઇપ થયો હતો અને નિશાની કરેલાં ખાનાંમાં તેમની શીટથી જુદો છે. કાગળની શીટ તપાસો: ડેસ્કનો ડ્રાફ્ટ રાખો, અથવા બાજુઓની એન્ટ્રી ફોર્મમાં લો; પછી &lt;i&gt;સાચવો અને પુષ્ટિ કરો&lt;/i&gt; (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt;: every side entered this sheet (%s). It is the draft below: check it against the paper sheet, then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ટેબલ પર સહમતિ&lt;/b&gt;: દરેક બાજુએ આ જ શીટ ભરી (%s). નીચેનો ડ્રાફ્ટ એ જ છે: કાગળની શીટ સાથે મેળવો, પછી &lt;i&gt;સાચવો અને પુષ્ટિ કરો&lt;/i&gt; (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;The sides&apos; entries differ&lt;/b&gt; at the fields below (%s). Check the paper sheet, take one side&apos;s entry into the form, correct it and confirm it.</source>
        <translation>નીચેનાં ખાનાંમાં &lt;b&gt;બાજુઓની એન્ટ્રી જુદી છે&lt;/b&gt; (%s). કાગળની શીટ તપાસો, એક બાજુની એન્ટ્રી ફોર્મમાં લો, સુધારો અને પુષ્ટિ કરો.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entered at the table so far: %1. Waiting for %2.</source>
        <translation>અત્યાર સુધી ટેબલ પર ભરાઈ: %1. %2 ની રાહ છે.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the sides&apos; entry into the form</source>
        <translation>બાજુઓની એન્ટ્રી ફોર્મમાં લો</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %s&apos;s entry into the form</source>
        <translation>%s ની એન્ટ્રી ફોર્મમાં લો</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Field</source>
        <translation>ખાનું</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+15"/>
        <source>%1 entered %2</source>
        <translation>%1 એ %2 ભર્યું</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s&apos;s entry is in the form (not saved yet): correct the marked fields from the paper sheet, then Save and confirm (Ctrl+Enter).</source>
        <translation>%s ની એન્ટ્રી ફોર્મમાં છે (હજી સાચવી નથી): નિશાની કરેલાં ખાનાં કાગળની શીટ પરથી સુધારો, પછી સાચવો અને પુષ્ટિ કરો (Ctrl+Enter).</translation>
    </message>
</context>
<context>
    <name>StandingsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+104"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Add a competition first (Event area).</source>
        <translation>પહેલાં સ્પર્ધા ઉમેરો (ઇવેન્ટ વિભાગ).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 confirmed sheet counted</source>
        <translation>1 પુષ્ટિ થયેલી શીટ ગણી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s confirmed sheets counted</source>
        <translation>%s પુષ્ટિ થયેલી શીટ ગણી</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/board.py" line="+105"/>
        <source>%s — standings</source>
        <translation>%s — ક્રમાંક</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>table %s</source>
        <translation>ટેબલ %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Find your table — %s, round %d</source>
        <translation>તમારું ટેબલ શોધો — %s, રાઉન્ડ %d</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Announcement</source>
        <translation>જાહેરાત</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Standings board</source>
        <translation>ક્રમાંક બોર્ડ</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Welcome!</source>
        <translation>સ્વાગત છે!</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+73"/>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-104"/>
        <location filename="../../cardnight_desk/web/words.py" line="+11"/>
        <source>Place</source>
        <translation>સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>સીટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+5"/>
        <source>Player</source>
        <translation>ખેલાડી</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+35"/>
        <source>Chips</source>
        <translation>ચિપ્સ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-34"/>
        <source>Master</source>
        <translation>માસ્ટર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>બોનસ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>સ્કોર</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>જીત્યા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>પોઇન્ટ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>પહોંચેલો રાઉન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place at table</source>
        <translation>ટેબલ પર સ્થાન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>કુલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out after deal</source>
        <translation>આ ડીલ પછી આઉટ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-11"/>
        <source>Team</source>
        <translation>ટીમ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+1"/>
        <source>Side</source>
        <translation>બાજુ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-14"/>
        <location filename="../../cardnight_desk/web/words.py" line="-2"/>
        <source>still in</source>
        <translation>હજુ રમતમાં</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Played</source>
        <translation>રમ્યા</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+34"/>
        <source>Level</source>
        <translation>લેવલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small blind</source>
        <translation>સ્મોલ બ્લાઇન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big blind</source>
        <translation>બિગ બ્લાઇન્ડ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante</source>
        <translation>એન્ટે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>મિનિટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-up notice</source>
        <translation>કલર-અપ સૂચના</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="-239"/>
        <source>draft</source>
        <translation>ડ્રાફ્ટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed</source>
        <translation>પુષ્ટિ થઈ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <translation>ટેબલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet no.</source>
        <translation>શીટ નં.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>રમે છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet</source>
        <translation>શીટ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>first entry in</source>
        <translation>પહેલી એન્ટ્રી થઈ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seat %s: %s</source>
        <translation>સીટ %s: %s</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/team_form.py" line="+60"/>
        <source>name or player number</source>
        <translation>નામ અથવા ખેલાડી નંબર</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Register &amp;team</source>
        <translation>ટીમની નોંધણી કરો (&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dissolve team…</source>
        <translation>ટીમ વિખેરો (&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name team…</source>
        <translation>ટીમનું નામ બદલો (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpetition</source>
        <translation>સ્પર્ધા (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team &amp;name</source>
        <translation>ટીમનું નામ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player &amp;%d</source>
        <translation>ખેલાડી &amp;%d</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the new team %s</source>
        <translation>નવી ટીમ %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new team&apos;s players</source>
        <translation>નવી ટીમના ખેલાડીઓ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a team competition first (Bhukhar, 28 or Bukharo).</source>
        <translation>પહેલાં ટીમ સ્પર્ધા ઉમેરો (Bhukhar, 28 અથવા Bukharo).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team &apos;%s&apos; registered in %s: %s.</source>
        <translation>ટીમ &apos;%s&apos; ની %s માં નોંધણી થઈ: %s.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the team to rename in the list.</source>
        <translation>યાદીમાં જે ટીમનું નામ બદલવું હોય તે પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rename team</source>
        <translation>ટીમનું નામ બદલો</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s નું નવું નામ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%s is now %s.</source>
        <translation>%s હવે %s છે.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the team to dissolve in the list.</source>
        <translation>વિખેરવાની ટીમ યાદીમાંથી પસંદ કરો.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dissolve team</source>
        <translation>ટીમ વિખેરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve team &apos;%s&apos; in %s? Its players stay registered.</source>
        <translation>ટીમ &apos;%s&apos; ને %s માં વિખેરવી છે? તેના ખેલાડીઓ નોંધાયેલા રહેશે.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve</source>
        <translation>વિખેરો</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Team &apos;%s&apos; dissolved.</source>
        <translation>ટીમ &apos;%s&apos; વિખેરાઈ.</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+118"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ટીમ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>ખેલાડીઓ</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+61"/>
        <source>Tournament</source>
        <translation>ટુર્નામેન્ટ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tournament over after %d hands: the final ranking</source>
        <translation>%d હેન્ડ પછી ટુર્નામેન્ટ પૂરી: અંતિમ ક્રમ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %d of %d — %d left</source>
        <translation>હેન્ડ %d / %d — %d બાકી</translation>
    </message>
</context>
<context>
    <name>TwentyEightForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+32"/>
        <source>cot: took every trick</source>
        <translation>કોટ: બધી ટ્રિક લીધી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: lost a trick</source>
        <translation>કોટ: એક ટ્રિક ગુમાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: surrendered to</source>
        <translation>કોટ: સામેની બાજુએ હાર માની</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: took every trick</source>
        <translation>કાઉન્ટર કોટ: બધી ટ્રિક લીધી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: lost a trick</source>
        <translation>કાઉન્ટર કોટ: એક ટ્રિક ગુમાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: surrendered to</source>
        <translation>કાઉન્ટર કોટ: સામેની બાજુએ હાર માની</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in progress</source>
        <translation>ચાલુ છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level after 12 deals: an extra round of 6 deals is due (TE-7)</source>
        <translation>12 ડીલ પછી બરાબરી: 6 ડીલનો વધારાનો રાઉન્ડ રમવાનો છે (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>still level after the extra round: record the coin toss (TE-7)</source>
        <translation>વધારાના રાઉન્ડ પછી પણ બરાબરી: ટૉસનું પરિણામ નોંધો (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>પૂરી થઈ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+65"/>
        <source>Deal</source>
        <translation>ડીલ</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Bidder</source>
        <translation>બોલી લગાવનાર</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deals</source>
        <translation>ડીલ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid</source>
        <translation>બોલી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>પરિણામ</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cot</source>
        <translation>કોટ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thani won</source>
        <translation>થાની જીતી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by</source>
        <translation>જાહેર કરનાર</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>નતીજો</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took every trick</source>
        <translation>બધી ટ્રિક લીધી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost a trick</source>
        <translation>એક ટ્રિક ગુમાવી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered to</source>
        <translation>સામેની બાજુએ હાર માની</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul by</source>
        <translation>ફાઉલ કરનાર</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+24"/>
        <source>Running total</source>
        <translation>ચાલુ કુલ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;i&gt;Extra round: only when level after 12 deals&lt;/i&gt;</source>
        <translation>&lt;i&gt;વધારાનો રાઉન્ડ: ફક્ત 12 ડીલ પછી બરાબરી હોય ત્યારે&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+17"/>
        <source>Coin toss won by</source>
        <translation>ટૉસ જીતનાર</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+27"/>
        <source>Bid: 16–28 or t (thani). Result: the bidders&apos; trick points; thani w or l.</source>
        <translation>બોલી: 16–28 અથવા t (thani). પરિણામ: બોલી લગાવનારના ટ્રિક પોઇન્ટ્સ; thani માટે w અથવા l.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="-15"/>
        <source>redeal (no trump, TE-6)</source>
        <translation>ફરી ડીલ (ટ્રમ્પ નથી, TE-6)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+170"/>
        <source>Not a valid sheet yet: see the notes beside the fields.</source>
        <translation>શીટ હજી માન્ય નથી: ખાનાંની બાજુની નોંધ જુઓ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — winner: %s</source>
        <translation> — વિજેતા: %s</translation>
    </message>
</context>
<context>
    <name>UndoDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="-189"/>
        <source>Undo the last score change</source>
        <translation>છેલ્લો સ્કોર ફેરફાર રદ કરો</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo “%s” (%s, %s)?
Undoing %s. The history keeps both the change and its undoing.</source>
        <translation>“%s” (%s, %s) રદ કરવું છે?
રદ કરતાં: %s. ઇતિહાસમાં ફેરફાર અને તેનું રદ થવું બંને રહે છે.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It changes a confirmed result: a judge&apos;s action (EV-4).</source>
        <translation>આ પુષ્ટિ થયેલું પરિણામ બદલે છે: જજનું કામ (EV-4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>જજ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>જજ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>શા માટે</translation>
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
        <translation>તમારી કાર્ડ નાઇટ માટે નોંધણી, ડ્રો, સ્કોર શીટ, ક્રમાંક અને પ્રિન્ટઆઉટ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New event…</source>
        <translation>નવી ઇવેન્ટ (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open event…</source>
        <translation>ઇવેન્ટ ખોલો (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Try the demo night</source>
        <translation>ડેમો નાઇટ અજમાવો (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card night already under way, in a file of its own, to explore safely (judge PIN %s)</source>
        <translation>પહેલેથી ચાલુ એક કાર્ડ નાઇટ, તેની પોતાની ફાઇલમાં, સલામત રીતે અજમાવવા માટે (જજ PIN %s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start here</source>
        <translation>અહીંથી શરૂ કરો</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tonight&apos;s card night: its name, its date, and the file that keeps it.</source>
        <translation>આજ રાતની કાર્ડ નાઇટ: તેનું નામ, તારીખ, અને તેને સાચવતી ફાઇલ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An event made before: a file on this computer or a USB stick, or a shared database.</source>
        <translation>પહેલાં બનાવેલી ઇવેન્ટ: આ કમ્પ્યુટર કે USB સ્ટિક પરની ફાઇલ, અથવા વહેંચાયેલ ડેટાબેઝ.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recent events</source>
        <translation>તાજેતરની ઇવેન્ટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click one, or press Enter, to open it again.</source>
        <translation>ફરી ખોલવા માટે તેના પર ડબલ-ક્લિક કરો, અથવા Enter દબાવો.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None yet: an event you make or open is listed here.</source>
        <translation>હજી કોઈ નથી: તમે બનાવેલી કે ખોલેલી ઇવેન્ટ અહીં દેખાશે.</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-153"/>
        <source>Withdraw a player</source>
        <translation>ખેલાડીને પાછા ખેંચો</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Withdraw</source>
        <translation>પાછા ખેંચો</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdraw %s (player %d) from:</source>
        <translation>%s (ખેલાડી %d) ને આમાંથી પાછા ખેંચો:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Competition</source>
        <translation>સ્પર્ધા (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>કારણ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>જજ PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s will no longer play in %s.</source>
        <translation>%s હવે %s માં નહીં રમે.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their team &apos;%s&apos; will be dissolved; its other players stay registered.</source>
        <translation>તેમની ટીમ &apos;%s&apos; વિખેરાશે; તેના બીજા ખેલાડીઓ નોંધાયેલા રહેશે.</translation>
    </message>
</context>
<context>
    <name>_Task</name>
    <message>
        <location filename="../../cardnight_desk/gui/background.py" line="+39"/>
        <source>something went wrong: %s: %s</source>
        <translation>કંઈક ખોટું થયું: %s: %s</translation>
    </message>
</context>
<context>
    <name>poker</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/area.py" line="+92"/>
        <source>Open clock &amp;display</source>
        <translation>ઘડિયાળ ડિસ્પ્લે ખોલો (&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Competition</source>
        <translation>સ્પર્ધા</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start clock</source>
        <translation>ઘડિયાળ શરૂ કરો (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>થોભાવો (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>ફરી શરૂ કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Level back</source>
        <translation>◀ પાછલું લેવલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level forward ▶</source>
        <translation>આગલું લેવલ ▶</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clock</source>
        <translation>ઘડિયાળ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players and tables</source>
        <translation>ખેલાડીઓ અને ટેબલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts and moves</source>
        <translation>આઉટ અને સીટ બદલી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and prizes</source>
        <translation>સ્થાન અને ઇનામો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>બ્લાઇન્ડ માળખું</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Enter the &amp;registered players</source>
        <translation>નોંધાયેલા ખેલાડીઓની એન્ટ્રી કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checked in only</source>
        <translation>ફક્ત ચેક-ઇન થયેલા</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of a late player</source>
        <translation>મોડા આવેલા ખેલાડીનું નામ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player is seated (ruling PK-2)</source>
        <translation>ખેલાડીને ક્યારે બેસાડાય (નિર્ણય PK-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late entry</source>
        <translation>મોડી એન્ટ્રી (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as few as fit</source>
        <translation>સમાય તેટલાં ઓછાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tables: </source>
        <translation>ટેબલ: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw the seats</source>
        <translation>સીટનો ડ્રો કરો (&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;table</source>
        <translation>ટેબલ ખોલો (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another empty table, when late entries fill every seat</source>
        <translation>મોડી એન્ટ્રીથી બધી સીટ ભરાય ત્યારે બીજું ખાલી ટેબલ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Undo the last bust…</source>
        <translation>છેલ્લો આઉટ રદ કરો (&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Balance the tables</source>
        <translation>ટેબલ સંતુલિત કરો (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables not balanced</source>
        <translation>ટેબલ સંતુલિત થયાં નથી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redraw the &amp;final table…</source>
        <translation>ફાઇનલ ટેબલનો ફરી ડ્રો કરો (&amp;F)…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Add a poker competition in the Event area to run a freezeout here.</source>
        <translation>અહીં ફ્રીઝઆઉટ ચલાવવા માટે ઇવેન્ટ વિભાગમાં પોકર સ્પર્ધા ઉમેરો.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%d entered, %d still in. Structure: %s</source>
        <translation>%d એન્ટ્રી, %d હજી રમતમાં. માળખું: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seat draw seed %d</source>
        <translation>સીટ ડ્રોનો સીડ %d</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Prizes (PK-6): %s. Pool %s.</source>
        <translation>ઇનામો (PK-6): %s. કુલ રકમ %s.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>by the clock</source>
        <translation>ઘડિયાળ પ્રમાણે</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+37"/>
        <location filename="../../cardnight_desk/web/words.py" line="+21"/>
        <source>Break</source>
        <translation>બ્રેક</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Level %d</source>
        <translation>સ્તર %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> — paused</source>
        <translation> — થોભાવેલું</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — not started</source>
        <translation> — શરૂ નથી થયું</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Players not entered</source>
        <translation>ખેલાડીઓની એન્ટ્રી થઈ નથી</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Late entry refused</source>
        <translation>મોડી એન્ટ્રી નકારી</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats not drawn</source>
        <translation>સીટનો ડ્રો થયો નથી</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table not opened</source>
        <translation>ટેબલ ખૂલ્યું નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bust not entered</source>
        <translation>આઉટ નોંધાયો નથી</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bust not recorded</source>
        <translation>આઉટ નોંધાયું નથી</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s leaves and forfeits: placed as out now (PK-5)?</source>
        <translation>%s જાય છે અને રમત છોડી દે છે: હમણાં આઉટ તરીકે સ્થાન આપવું છે (PK-5)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player leaves</source>
        <translation>ખેલાડી જાય છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not entered</source>
        <translation>એન્ટ્રી થઈ નથી</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undo the last bust</source>
        <translation>છેલ્લો આઉટ રદ કરો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %s back in the tournament?</source>
        <translation>%s ને ટુર્નામેન્ટમાં પાછા લાવવા છે?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bust not undone</source>
        <translation>આઉટ રદ થયો નથી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redraw every player left into one table, with a new button?</source>
        <translation>બાકી રહેલા બધા ખેલાડીઓનો એક ટેબલ પર, નવા બટન સાથે, ફરી ડ્રો કરવો છે?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table</source>
        <translation>ફાઇનલ ટેબલ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table not drawn</source>
        <translation>ફાઇનલ ટેબલનો ડ્રો થયો નથી</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Structure not changed</source>
        <translation>માળખું બદલાયું નથી</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/bust_form.py" line="+37"/>
        <location line="+55"/>
        <source>not given</source>
        <translation>આપ્યું નથી</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>The hand number; needed when several players go out in one hand (PK-5)</source>
        <translation>હેન્ડ નંબર; એક જ હેન્ડમાં ઘણા ખેલાડીઓ આઉટ થાય ત્યારે જરૂરી (PK-5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player out</source>
        <translation>ખેલાડી આઉટ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>હેન્ડની શરૂઆતે ચિપ્સ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player out in this &amp;hand</source>
        <translation>આ હેન્ડમાં બીજો ખેલાડી આઉટ (&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player fewer</source>
        <translation>એક ખેલાડી ઓછો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Out</source>
        <translation>આઉટ (&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &amp;leaves (forfeits)</source>
        <translation>ખેલાડી જાય છે (રમત છોડે છે) (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand</source>
        <translation>હેન્ડ</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>the bust of %s, not entered</source>
        <translation>%s નું બહાર થવું, દાખલ નથી કર્યું</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/clock_display.py" line="+52"/>
        <source>Poker clock — %s</source>
        <translation>પોકર ઘડિયાળ — %s</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>BREAK</source>
        <translation>બ્રેક</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LEVEL %d</source>
        <translation>લેવલ %d</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NOT STARTED</source>
        <translation>શરૂ નથી થયું</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>થોભાવેલું</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LAST LEVEL</source>
        <translation>છેલ્લું લેવલ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play resumes</source>
        <translation>રમત ફરી શરૂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next: level %d  %s</source>
        <translation>આગળ: લેવલ %d  %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last level</source>
        <translation>છેલ્લું લેવલ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break in %s</source>
        <translation>%s માં બ્રેક</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players %d / %d</source>
        <translation>ખેલાડીઓ %d / %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average %s</source>
        <translation>સરેરાશ %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips %s</source>
        <translation>ચિપ્સ %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level: %s</source>
        <translation>આગલું લેવલ: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late entry open — closes in %s</source>
        <translation>મોડી એન્ટ્રી ખુલ્લી — %s માં બંધ થશે</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Late entry open</source>
        <translation>મોડી એન્ટ્રી ખુલ્લી</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late entry closed</source>
        <translation>મોડી એન્ટ્રી બંધ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-23"/>
        <source>out</source>
        <translation>આઉટ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in</source>
        <translation>રમતમાં</translation>
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
        <translation>D: ડીલર બટન. BB: આગલા હેન્ડનો બિગ બ્લાઇન્ડ, સૌથી પહેલાં રમનાર (PK-4).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>left, forfeited (PK-5)</source>
        <translation>ગયા, રમત છોડી (PK-5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="+78"/>
        <location line="+1"/>
        <source>table %s seat %d</source>
        <translation>ટેબલ %s સીટ %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="-34"/>
        <source> (hand %d)</source>
        <translation> (હેન્ડ %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: %s</source>
        <translation>આઉટ: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left: %s</source>
        <translation>ગયા: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody moves</source>
        <translation>કોઈની સીટ બદલાતી નથી</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%d moves</source>
        <translation>%d સીટ બદલી</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 move</source>
        <translation>1 સીટ બદલી</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tables broken: %s</source>
        <translation>બંધ કરેલાં ટેબલ: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer button: table %s seat %d</source>
        <translation>ડીલર બટન: ટેબલ %s સીટ %d</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seed %d (the draw can be repeated)</source>
        <translation>સીડ %d (આ જ ડ્રો ફરીથી કરી શકાય)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Seat moves</source>
        <translation>સીટ બદલી</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+32"/>
        <source>No moves yet.</source>
        <translation>હજી કોઈ સીટ બદલી નથી.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Print moves…</source>
        <translation>સીટ બદલી છાપો (&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save moves as P&amp;DF…</source>
        <translation>સીટ બદલી PDF તરીકે સાચવો (&amp;D)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save moves as PDF</source>
        <translation>સીટ બદલી PDF તરીકે સાચવો</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="+109"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ફાઇલો (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+80"/>
        <source>write the late-entry schedule as &apos;entry point: chips off&apos;, e.g. &apos;1: 0, 2: 100&apos;</source>
        <translation>મોડી એન્ટ્રીનું સમયપત્રક &apos;એન્ટ્રી પોઇન્ટ: બાદ થતી ચિપ્સ&apos; રીતે લખો, દા.ત. &apos;1: 0, 2: 100&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Entry point: chips off the starting stack (ruling PK-2)</source>
        <translation>એન્ટ્રી પોઇન્ટ: શરૂઆતની ચિપ્સમાંથી બાદ થતી ચિપ્સ (નિર્ણય PK-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>નામ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>શીર્ષક</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late entry (PK-2)</source>
        <translation>મોડી એન્ટ્રી (PK-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add &amp;level</source>
        <translation>લેવલ ઉમેરો (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;break</source>
        <translation>બ્રેક ઉમેરો (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>દૂર કરો (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the shipped structure</source>
        <translation>સાથે આવેલું માળખું વાપરો</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save structure</source>
        <translation>માળખું સાચવો (&amp;S)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edited for this competition (kept in the event).</source>
        <translation>આ સ્પર્ધા માટે સુધાર્યું (ઇવેન્ટમાં સચવાયેલું).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shipped structure &apos;%s&apos;. Saving keeps your edit with this competition.</source>
        <translation>સાથે આવેલું માળખું &apos;%s&apos;. સાચવવાથી તમારો સુધારો આ સ્પર્ધા સાથે રહે છે.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>row %d</source>
        <translation>પંક્તિ %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/text.py" line="+41"/>
        <source> ante %s</source>
        <translation> એન્ટે %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>before level %s</source>
        <translation>લેવલ %s પહેલાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %s</source>
        <translation>લેવલ %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>table broken</source>
        <translation>ટેબલ બંધ કર્યું</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing</source>
        <translation>સંતુલન</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final table</source>
        <translation>ફાઇનલ ટેબલ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>after the bust</source>
        <translation>આઉટ પછી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after a player left</source>
        <translation>ખેલાડી ગયા પછી</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing the tables</source>
        <translation>ટેબલ સંતુલિત કરતાં</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final-table redraw</source>
        <translation>ફાઇનલ ટેબલનો ફરી ડ્રો</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>place %d</source>
        <translation>સ્થાન %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%dst</source>
        <translation>સ્થાન %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%dnd</source>
        <translation>સ્થાન %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%drd</source>
        <translation>સ્થાન %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%dth</source>
        <translation>સ્થાન %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="-73"/>
        <source>Entry &amp;links…</source>
        <translation>એન્ટ્રી લિંક… (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seated player&apos;s link for reporting busts</source>
        <translation>આઉટ જણાવવા માટે દરેક બેઠેલા ખેલાડીની લિંક</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print table &amp;cards…</source>
        <translation>ટેબલ કાર્ડ છાપો (&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card per table, with each seated player&apos;s code for their link (PDF)</source>
        <translation>દરેક ટેબલનું એક કાર્ડ, દરેક બેઠેલા ખેલાડીની લિંકના કોડ સાથે (PDF)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No entry links</source>
        <translation>કોઈ એન્ટ્રી લિંક નથી</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry links: %s</source>
        <translation>એન્ટ્રી લિંક: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save table cards as PDF</source>
        <translation>ટેબલ કાર્ડ PDF તરીકે સાચવો</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table cards not printed</source>
        <translation>ટેબલ કાર્ડ છપાયા નથી</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_reports.py" line="+40"/>
        <source>%s out in hand %d</source>
        <translation>%s હેન્ડ %d માં આઉટ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s out</source>
        <translation>%s આઉટ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%s chips at its start)</source>
        <translation> (શરૂઆતે %s ચિપ્સ)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>agreed by %s</source>
        <translation>%s સહમત</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reports differ</source>
        <translation>રિપોર્ટ જુદા છે</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for a second player</source>
        <translation>બીજા ખેલાડીની રાહ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the tables</source>
        <translation>ટેબલો પરથી</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table %s: %s</source>
        <translation>ટેબલ %s: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    %s: %s — from %s at %s</source>
        <translation>    %s: %s — %s પરથી, %s વાગ્યે</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Record this bust</source>
        <translation>આ આઉટ નોંધો</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the bust agreed at table %s</source>
        <translation>ટેબલ %s પર સહમત આઉટ નોંધો</translation>
    </message>
</context>
</TS>
