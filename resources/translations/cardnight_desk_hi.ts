<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN" sourcelanguage="en">
<context>
    <name>Baccarat</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/words.py" line="+25"/>
        <source>Player</source>
        <translation>प्लेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>बैंकर</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Tie</source>
        <translation>टाई</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Player Pair</source>
        <translation>प्लेयर पेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>बैंकर पेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Player</source>
        <translation>ड्रैगन बोनस प्लेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Banker</source>
        <translation>ड्रैगन बोनस बैंकर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ड्रैगन 7</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wins</source>
        <translation>जीत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push</source>
        <translation>पुश</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses</source>
        <translation>हार</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mini-Baccarat</source>
        <translation>मिनी-बैकारेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi-Baccarat</source>
        <translation>मिडी-बैकारेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ बैकारेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Commission Baccarat</source>
        <translation>बिना कमीशन बैकारेट</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player wins</source>
        <translation>प्लेयर जीता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker wins</source>
        <translation>बैंकर जीता</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has seats 1 to %d; choose a seated player.</source>
        <translation>टेबल पर सीटें 1 से %d तक हैं; बैठे हुए किसी खिलाड़ी को चुनें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is taken.</source>
        <translation>वह सीट पहले से भरी है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat has bets down: withdraw them (or settle the hand) first.</source>
        <translation>इस सीट के दांव लगे हुए हैं: पहले उन्हें वापस लें (या हैंड का निपटारा करें)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bets are closed: the first card of the hand is out.</source>
        <translation>दांव बंद हैं: हैंड का पहला पत्ता निकल चुका है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This variant does not offer that bet (ruling BAC-2).</source>
        <translation>इस वेरिएंट में वह दांव नहीं है (निर्णय BAC-2)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a stake above 0, in whole cents (e.g. 25 or 12.50).</source>
        <translation>0 से अधिक राशि लिखें, पूरे सेंट में (जैसे 25 या 12.50)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat does not have the chips for that stake.</source>
        <translation>इस सीट के पास उस राशि के लिए पर्याप्त चिप्स नहीं हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a bet in the list first.</source>
        <translation>पहले सूची में कोई दांव चुनें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no jokers in the shoe (ruling BAC-3).</source>
        <translation>शू में कोई जोकर नहीं होता (निर्णय BAC-3)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shoe does not hold that many copies of this card (ruling BAC-3).</source>
        <translation>शू में इस पत्ते की इतनी प्रतियाँ नहीं हैं (निर्णय BAC-3)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is complete: the third-card rule deals no more cards (ruling BAC-1).</source>
        <translation>हैंड पूरा है: तीसरे पत्ते के नियम के अनुसार अब और पत्ते नहीं बँटते (निर्णय BAC-1)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is not finished: the dealer still has a card to deal.</source>
        <translation>हैंड अभी पूरा नहीं हुआ: डीलर को अभी एक पत्ता और बाँटना है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of this hand has been dealt yet.</source>
        <translation>इस हैंड का अभी तक कोई पत्ता नहीं बँटा है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament is over: all its hands have been played.</source>
        <translation>टूर्नामेंट समाप्त: इसके सभी हैंड खेले जा चुके हैं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a card: type rank then suit, e.g. 10H, QS, AD.</source>
        <translation>यह पत्ता नहीं है: पहले रैंक फिर सूट लिखें, जैसे 10H, QS, AD।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat needs a player&apos;s name.</source>
        <translation>सीट के लिए खिलाड़ी का नाम चाहिए।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player already has a seat at the table.</source>
        <translation>उस खिलाड़ी की टेबल पर पहले से एक सीट है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>चिप्स 0 या उससे अधिक की राशि होती है, पूरे सेंट में।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next card</source>
        <translation>अगला पत्ता</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player&apos;s first card</source>
        <translation>प्लेयर का पहला पत्ता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s first card</source>
        <translation>बैंकर का पहला पत्ता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s second card</source>
        <translation>प्लेयर का दूसरा पत्ता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s second card</source>
        <translation>बैंकर का दूसरा पत्ता</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1).</source>
        <translation>शुरुआती बँटाई का पत्ता %d: प्लेयर, बैंकर, प्लेयर, बैंकर (निर्णय BAC-1)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player draws a third card</source>
        <translation>प्लेयर तीसरा पत्ता लेता है</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player has %d: draws on 0 to 5.</source>
        <translation>प्लेयर के पास %d है: 0 से 5 पर पत्ता लेता है।</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Banker draws a third card</source>
        <translation>बैंकर तीसरा पत्ता लेता है</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Player stands on %d; Banker has %d: draws on 0 to 5.</source>
        <translation>प्लेयर %d पर रुकता है; बैंकर के पास %d है: 0 से 5 पर पत्ता लेता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says draw.</source>
        <translation>बैंकर के पास %d है और प्लेयर का तीसरा पत्ता %d है: तालिका के अनुसार पत्ता लें।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand complete</source>
        <translation>हैंड पूरा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s, %d to %d. Settle the bets.</source>
        <translation>%s, %d बनाम %d। दांवों का निपटारा करें।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tie on %d. Settle the bets.</source>
        <translation>%d पर टाई। दांवों का निपटारा करें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natural — hand complete</source>
        <translation>नैचुरल — हैंड पूरा</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A natural: neither hand draws. </source>
        <translation>नैचुरल: न प्लेयर पत्ता लेता है, न बैंकर। </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Banker stands — hand complete</source>
        <translation>बैंकर रुकता है — हैंड पूरा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says stand. </source>
        <translation>बैंकर के पास %d है और प्लेयर का तीसरा पत्ता %d है: तालिका के अनुसार रुकें। </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both stand — hand complete</source>
        <translation>दोनों रुकते हैं — हैंड पूरा</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %d, Banker %d: both stand. </source>
        <translation>प्लेयर %d, बैंकर %d: दोनों रुकते हैं। </translation>
    </message>
</context>
<context>
    <name>BaccaratArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/area.py" line="+52"/>
        <source>the card %s, typed and not dealt</source>
        <translation>पत्ता %s, लिखा गया पर बाँटा नहीं गया</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a stake of %s, typed and not placed</source>
        <translation>%s का दाँव, लिखा गया पर लगाया नहीं गया</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpetition</source>
        <translation>प्रतियोगिता (&amp;M)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>This event has no baccarat competition yet. Add one in the Event tab (Add competition…, game “Baccarat fun table”): its settings give the variant, the packs in the shoe, the starting chips and the tournament&apos;s number of hands.</source>
        <translation>इस इवेंट में अभी कोई बैकारेट प्रतियोगिता नहीं है। इवेंट टैब में एक जोड़ें (प्रतियोगिता जोड़ें…, खेल “बैकारेट फ़न टेबल”): उसकी सेटिंग्स में वेरिएंट, शू में पैक की संख्या, शुरुआती चिप्स और टूर्नामेंट के हैंड की संख्या दी जाती है।</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%s, %d packs in the shoe · hands played: %d</source>
        <translation>%s, शू में %d पैक · खेले गए हैंड: %d</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Nothing was saved: %s</source>
        <translation>कुछ भी सहेजा नहीं गया: %s</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%s takes seat %d.</source>
        <translation>%s सीट %d पर बैठे।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Remove seat</source>
        <translation>सीट हटाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s leaves seat %d with %s chips. Remove the seat?</source>
        <translation>%s सीट %d से %s चिप्स के साथ जा रहे हैं। सीट हटाएँ?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s left seat %d with %s chips.</source>
        <translation>%s ने सीट %d %s चिप्स के साथ छोड़ी।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%s taken back.</source>
        <translation>%s वापस लिया गया।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hand %d settled: %s; %d bets settled.</source>
        <translation>हैंड %d का निपटारा: %s; %d दांव निपटाए गए।</translation>
    </message>
</context>
<context>
    <name>BaccaratSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/baccarat/description.py" line="+30"/>
        <source>Player</source>
        <translation>प्लेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>बैंकर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie</source>
        <translation>टाई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Pair</source>
        <translation>प्लेयर पेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>बैंकर पेयर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Player</source>
        <translation>प्लेयर पर ड्रैगन बोनस</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Banker</source>
        <translation>बैंकर पर ड्रैगन बोनस</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ड्रैगन 7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet on</source>
        <translation>दांव इस पर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake</source>
        <translation>राशि</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Variant</source>
        <translation>वेरिएंट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards in dealing order</source>
        <translation>बांटने के क्रम में पत्ते</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Packs in the shoe</source>
        <translation>शू में पैक</translation>
    </message>
</context>
<context>
    <name>BetsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+60"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>राशि</translation>
    </message>
</context>
<context>
    <name>BetsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/bets.py" line="+35"/>
        <source>Bets</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 25 or 12.50</source>
        <translation>जैसे 25 या 12.50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place bet</source>
        <translation>दांव लगाएँ (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sea&amp;t</source>
        <translation>सीट (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bet on</source>
        <translation>दांव इस पर (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sta&amp;ke</source>
        <translation>राशि (&amp;K)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Withdraw bet</source>
        <translation>दांव वापस लें (&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete in the list does the same</source>
        <translation>सूची में Delete दबाने से भी यही होता है</translation>
    </message>
</context>
<context>
    <name>BhukharForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bhukhar/description.py" line="+36"/>
        <source>Licence displayed</source>
        <translation>लाइसेंस दिखाया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence first</source>
        <translation>सबसे पहले लाइसेंस</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took the Bhukhar</source>
        <translation>Bhukhar लिया</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed the game</source>
        <translation>गेम बंद किया</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gave a Natodiu</source>
        <translation>Natodiu दिया</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Closed at seven cards</source>
        <translation>सात पत्तों पर बंद</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sequences</source>
        <translation>सीक्वेंस</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 8 to ace</source>
        <translation>8 से इक्के तक के सेट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 2 to 7</source>
        <translation>2 से 7 तक के सेट</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cards on the table</source>
        <translation>टेबल पर पत्ते</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low (2–7)</source>
        <translation>छोटे (2–7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High (8–A)</source>
        <translation>बड़े (8–A)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards in hand</source>
        <translation>हाथ में पत्ते</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game ended by</source>
        <translation>गेम समाप्त होने का कारण</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed by a team</source>
        <translation>एक टीम ने बंद किया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>गड्डी ख़त्म हो गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>समय समाप्त घोषित</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties written on the sheet (rule 19)</source>
        <translation>शीट पर लिखी पेनल्टी (नियम 19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>टीम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a penalty &amp;line</source>
        <translation>पेनल्टी की पंक्ति जोड़ें (&amp;L)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>rule, e.g. 19.3</source>
        <translation>नियम, जैसे 19.3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s · Master %s · Bonus %s</source>
        <translation>स्कोर %s · मास्टर %s · बोनस %s</translation>
    </message>
</context>
<context>
    <name>BoardCorner</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/board_corner.py" line="+25"/>
        <source>Your table on your phone</source>
        <translation>आपकी टेबल आपके फ़ोन पर</translation>
    </message>
</context>
<context>
    <name>BukharoForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bukharo/description.py" line="+28"/>
        <source>Passport on the table</source>
        <translation>टेबल पर पासपोर्ट</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Seven-card groups</source>
        <translation>सात पत्तों के ग्रुप</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sequences without a trump</source>
        <translation>बिना ट्रंप के सीक्वेंस</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences with a trump</source>
        <translation>ट्रंप वाले सीक्वेंस</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>सेट</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Cards in other open groups</source>
        <translation>दूसरे खुले ग्रुप में पत्ते</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Low (2–7)</source>
        <translation>छोटे (2–7)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>High (8–K)</source>
        <translation>बड़े (8–K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>इक्के</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trumps (2s as jokers)</source>
        <translation>ट्रंप (जोकर के रूप में 2)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Cards in hand</source>
        <translation>हाथ में पत्ते</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Low (3–7)</source>
        <translation>छोटे (3–7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2s (trumps)</source>
        <translation>2 (ट्रंप)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bukharos</source>
        <translation>Bukharo</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>First Bukharo</source>
        <translation>पहला Bukharo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Bukharo</source>
        <translation>दूसरा Bukharo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game ended by</source>
        <translation>गेम समाप्त होने का कारण</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>second Bukharo</source>
        <translation>दूसरा Bukharo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>गड्डी ख़त्म हो गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>समय समाप्त घोषित</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s</source>
        <translation>स्कोर %s</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="+102"/>
        <source>Type a name or scan a badge, then Enter</source>
        <translation>नाम लिखें या बैज स्कैन करें, फिर Enter दबाएँ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Undo a check-in…</source>
        <translation>चेक-इन पूर्ववत करें (&amp;U)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Checked in: %d of %d players</source>
        <translation>चेक-इन: %d / %d खिलाड़ी</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players matching what you typed: Enter or a double-click checks one in.</source>
        <translation>आपके लिखे से मेल खाते खिलाड़ी: Enter या डबल-क्लिक से चेक-इन करें।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The latest check-ins, newest first: choose one to undo it.</source>
        <translation>हाल के चेक-इन, सबसे नया पहले: पूर्ववत करने के लिए एक चुनें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is checked in yet. Type a name or scan a badge above.</source>
        <translation>अभी तक किसी का चेक-इन नहीं हुआ। ऊपर नाम लिखें या बैज स्कैन करें।</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%s (player %d) was already checked in at %s.</source>
        <translation>%s (खिलाड़ी %d) का चेक-इन पहले ही %s पर हो चुका था।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ %s (player %d) checked in — %s.</source>
        <translation>✓ %s (खिलाड़ी %d) का चेक-इन हुआ — %s।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late for %s: tell the draw desk.</source>
        <translation>%s के लिए देर हो गई: ड्रॉ डेस्क को बताएँ।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not admitted: %s</source>
        <translation>प्रवेश नहीं: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Find the checked-in player first (type the name or number).</source>
        <translation>पहले चेक-इन किए गए खिलाड़ी को खोजें (नाम या नंबर लिखें)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Undo check-in</source>
        <translation>चेक-इन पूर्ववत करें</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Take back the check-in of %s (player %d)?</source>
        <translation>%s (खिलाड़ी %d) का चेक-इन वापस लें?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The check-in of %s was taken back.</source>
        <translation>%s का चेक-इन वापस ले लिया गया।</translation>
    </message>
</context>
<context>
    <name>ColumnsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/columns.py" line="+82"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;परिणाम&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+116"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+199"/>
        <source>Not a valid sheet yet: see the notes at the foot of the form (fields framed in red).</source>
        <translation>शीट अभी सही नहीं है: फ़ॉर्म के नीचे की टिप्पणियाँ देखें (लाल घेरे वाले खाने)।</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+8"/>
        <source>A tie.</source>
        <translation>मुक़ाबला बराबर रहा।</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+2"/>
        <source>Winner: %s</source>
        <translation>विजेता: %s</translation>
    </message>
</context>
<context>
    <name>CompetitionChecks</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="+92"/>
        <source>%s  — full (EV-2)</source>
        <translation>%s  — भरा हुआ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+35"/>
        <source>Add competition</source>
        <translation>प्रतियोगिता जोड़ें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name</source>
        <translation>नाम (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings (the defaults follow the rules handed out):</source>
        <translation>सेटिंग्स (डिफ़ॉल्ट मान बाँटे गए नियमों के अनुसार हैं):</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="+114"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+26"/>
        <source>Give the competition a name.</source>
        <translation>प्रतियोगिता का नाम दें।</translation>
    </message>
</context>
<context>
    <name>CompetitionsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+44"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/conflict.py" line="+30"/>
        <source>(nothing stored)</source>
        <translation>(कुछ सहेजा नहीं गया)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The sheet was changed at another desk</source>
        <translation>शीट किसी दूसरे डेस्क पर बदली गई</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. Choose which version to keep; nothing is saved until you do.</source>
        <translation>। चुनें कि कौन-सा संस्करण रखना है; जब तक आप नहीं चुनते, कुछ भी सहेजा नहीं जाता।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>yours</source>
        <translation>आपका</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theirs</source>
        <translation>उनका</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Yours (in the form)&lt;/b&gt;</source>
        <translation>&lt;b&gt;आपका (फ़ॉर्म में)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Theirs (stored now)&lt;/b&gt;</source>
        <translation>&lt;b&gt;उनका (अभी सहेजा हुआ)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;mine over theirs</source>
        <translation>उनके संस्करण पर मेरा सहेजें (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take &amp;theirs into the form</source>
        <translation>उनका संस्करण फ़ॉर्म में लें (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep editing</source>
        <translation>बदलाव जारी रखें (&amp;K)</translation>
    </message>
</context>
<context>
    <name>CountsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+225"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>टीमें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>मौजूद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries / capacity</source>
        <translation>एंट्री / क्षमता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>अंतिम तिथि</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>कोई सीमा नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s teams</source>
        <translation>%s / %s टीमें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s players</source>
        <translation>%s / %s खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — full (EV-2)</source>
        <translation> — भरा हुआ (EV-2)</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../cardnight_desk/gui/crash_guard.py" line="+71"/>
        <source>Not saved: %s.</source>
        <translation>सहेजा नहीं गया: %s।</translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/dealing.py" line="+38"/>
        <source>The deal</source>
        <translation>बँटाई</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card (10H) + Enter, or a whole hand: 4S KD AC 6H</source>
        <translation>एक पत्ता (10H) + Enter, या पूरा हैंड: 4S KD AC 6H</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Card</source>
        <translation>पत्ता (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>बाँटें (&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Undo last card</source>
        <translation>आख़िरी पत्ता पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace in the empty card field does the same</source>
        <translation>खाली पत्ता फ़ील्ड में Backspace दबाने से भी यही होता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settle hand</source>
        <translation>हैंड का निपटारा करें (&amp;S)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament over</source>
        <translation>टूर्नामेंट समाप्त</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All the tournament&apos;s hands have been played.</source>
        <translation>टूर्नामेंट के सभी हैंड खेले जा चुके हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>प्लेयर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banker</source>
        <translation>बैंकर</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s (seat %d)</source>
        <translation>%s (सीट %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Midi: the Player cards go to %s, the Banker cards to %s.</source>
        <translation>मिडी: प्लेयर के पत्ते %s को, बैंकर के पत्ते %s को जाते हैं।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settle the hand (Alt+S) before the next one.</source>
        <translation>अगले हैंड से पहले इस हैंड का निपटारा करें (Alt+S)।</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click a rank first, then its suit.</source>
        <translation>पहले रैंक पर क्लिक करें, फिर उसके सूट पर।</translation>
    </message>
</context>
<context>
    <name>DisplaysArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/area.py" line="+51"/>
        <source>Displays for a second screen</source>
        <translation>दूसरी स्क्रीन के लिए डिस्प्ले</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s a page</source>
        <translation> सेकंड प्रति पेज</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Screen</source>
        <translation>स्क्रीन</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board pages change every</source>
        <translation>बोर्ड के पेज बदलने का अंतराल</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the &amp;standings board</source>
        <translation>अंक तालिका बोर्ड खोलें (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the board</source>
        <translation>बोर्ड बंद करें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an announcement for the board, then Enter</source>
        <translation>बोर्ड के लिए घोषणा, फिर Enter दबाएँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add</source>
        <translation>जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Announcements</source>
        <translation>घोषणाएँ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No announcements yet. Type one above (&quot;Round 3 starts at 8:15&quot;, &quot;Dinner is served&quot;) and press Enter: the standings board shows each on a page of its own, between the standings and the seating, until it is removed here.</source>
        <translation>अभी कोई घोषणा नहीं। ऊपर एक लिखें (&quot;राउंड 3 8:15 बजे शुरू होगा&quot;, &quot;खाना तैयार है&quot;) और Enter दबाएँ: अंक तालिका बोर्ड हर घोषणा को उसके अपने पन्ने पर, अंक तालिका और बैठने की व्यवस्था के बीच दिखाता है, जब तक उसे यहाँ से हटाया न जाए।</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen %1: %2 (%3)</source>
        <translation>स्क्रीन %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Screen %1 (%2)</source>
        <translation>स्क्रीन %1 (%2)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>the announcement “%s”, typed and not put up</source>
        <translation>घोषणा “%s”, लिखी गई पर दिखाई नहीं गई</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Announcement not kept</source>
        <translation>घोषणा सहेजी नहीं गई</translation>
    </message>
</context>
<context>
    <name>DoubleEntrySaving</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/double_entry.py" line="+39"/>
        <source>First entry corrected; it still waits for a second, blind entry.</source>
        <translation>पहली एंट्री सुधारी गई; यह अब भी दूसरी, बिना देखे की जाने वाली एंट्री की प्रतीक्षा में है।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored. It needs a second, blind entry.</source>
        <translation>पहली एंट्री सहेजी गई। इसके लिए दूसरी, बिना देखे की जाने वाली एंट्री चाहिए।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both entries agree: the sheet is confirmed.</source>
        <translation>दोनों एंट्री मेल खाती हैं: शीट की पुष्टि हो गई।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the first entry has %s</source>
        <translation>पहली एंट्री में %s है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s: first entry %s, this entry %s</source>
        <translation>%s: पहली एंट्री %s, यह एंट्री %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;The two entries differ&lt;/b&gt; — check the paper sheet:&lt;br&gt;</source>
        <translation>&lt;b&gt;दोनों एंट्री अलग हैं&lt;/b&gt; — काग़ज़ की शीट जाँचें:&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not confirmed: the entries differ at 1 field. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>पुष्टि नहीं हुई: एंट्री 1 फ़ील्ड में अलग है। इस एंट्री को सुधारें और फिर से सहेजें, या, अगर काग़ज़ की शीट से पता चले कि पहली एंट्री ग़लत है, तो उसे बदल दें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not confirmed: the entries differ at %s fields. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>पुष्टि नहीं हुई: एंट्री %s फ़ील्ड में अलग हैं। इस एंट्री को सुधारें और फिर से सहेजें, या, अगर काग़ज़ की शीट से पता चले कि पहली एंट्री ग़लत है, तो उसे बदल दें।</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not replaced: %s. Your entry is still in the form.</source>
        <translation>बदला नहीं गया: %s। आपकी एंट्री अभी भी फ़ॉर्म में है।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your entry is now the first entry; it needs another blind entry.</source>
        <translation>आपकी एंट्री अब पहली एंट्री है; इसके लिए एक और बिना देखे की जाने वाली एंट्री चाहिए।</translation>
    </message>
</context>
<context>
    <name>DrawsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/area.py" line="+41"/>
        <source>knockout</source>
        <extracomment>How a round was drawn: knockout (elimination)</extracomment>
        <translation>नॉकआउट</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Swiss</source>
        <extracomment>How a round was drawn: Swiss pairing</extracomment>
        <translation>स्विस</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round robin</source>
        <extracomment>How a round was drawn: everyone plays everyone</extracomment>
        <translation>राउंड रॉबिन</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rummy tables</source>
        <extracomment>How a round was drawn: rummy tables</extracomment>
        <translation>रमी टेबल</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>random</source>
        <translation>रैंडम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw next round</source>
        <translation>अगले राउंड का ड्रॉ निकालें (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redraw this round…</source>
        <translation>इस राउंड का ड्रॉ दोबारा निकालें (&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry &amp;links…</source>
        <translation>एंट्री लिंक… (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each side&apos;s link to enter the chosen table&apos;s score sheet on a phone</source>
        <translation>चुनी गई टेबल की स्कोर शीट फ़ोन पर भरने के लिए हर पक्ष का लिंक</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>राउंड</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>सीड</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table / seat</source>
        <translation>टेबल / सीट</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team / side</source>
        <translation>टीम / पक्ष</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sheet number</source>
        <translation>शीट नंबर</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find a player or team…</source>
        <translation>खिलाड़ी या टीम खोजें…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;wap</source>
        <translation>अदला-बदली करें (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="+3"/>
        <source>Find</source>
        <translation>खोजें</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap</source>
        <translation>अदला-बदली</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Add a Bhukhar, 28, rummy or Bukharo competition in the Event area.</source>
        <translation>इवेंट भाग में Bhukhar, 28, रमी या Bukharo प्रतियोगिता जोड़ें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+4"/>
        <source>Round %d</source>
        <translation>राउंड %d</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../../cardnight_desk/web/words.py" line="+6"/>
        <source>No round drawn yet.</source>
        <translation>अभी किसी राउंड का ड्रॉ नहीं निकला है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>locked: results are in</source>
        <translation>लॉक: परिणाम आ चुके हैं</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open: can be redrawn or swapped</source>
        <translation>खुला: ड्रॉ दोबारा निकाला जा सकता है या अदला-बदली हो सकती है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 (%2, seed %3) — %4. Byes: %5</source>
        <translation>राउंड %1 (%2, सीड %3) — %4। बाई: %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>टेबल %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side %s</source>
        <translation>पक्ष %s</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Seat %d</source>
        <translation>सीट %d</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No entry links</source>
        <translation>कोई एंट्री लिंक नहीं</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the seed %s, typed for the next draw</source>
        <translation>अगले ड्रॉ के लिए लिखा गया बीज %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number (or blank for a random one)</source>
        <translation>सीड एक पूर्ण संख्या होनी चाहिए (या रैंडम सीड के लिए खाली छोड़ें)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round not drawn</source>
        <translation>राउंड का ड्रॉ नहीं निकला</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Redraw round</source>
        <translation>राउंड का ड्रॉ दोबारा निकालें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw round %d again? Its tables and seats will be replaced.</source>
        <translation>राउंड %d का ड्रॉ दोबारा निकालें? इसकी टेबलें और सीटें बदल दी जाएँगी।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round not redrawn</source>
        <translation>राउंड का ड्रॉ दोबारा नहीं निकला</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Swap with warnings</source>
        <translation>चेतावनियों के साथ अदला-बदली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This swap:
%s

Swap anyway? It will be noted in the history.</source>
        <translation>यह अदला-बदली:
%s

फिर भी अदला-बदली करें? यह इतिहास में दर्ज होगी।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not swapped</source>
        <translation>अदला-बदली नहीं हुई</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not found in this round</source>
        <translation>इस राउंड में नहीं मिला</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1, seat %2</source>
        <translation>टेबल %1, सीट %2</translation>
    </message>
</context>
<context>
    <name>EntriesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+23"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered</source>
        <translation>एंट्री कब</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting stack</source>
        <translation>शुरुआती स्टैक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>टेबल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+61"/>
        <source>Score sheet</source>
        <translation>स्कोर शीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You enter the sheet for %s.</source>
        <translation>आप %s की ओर से शीट भर रहे हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side of the table enters the same sheet; once they agree, it goes to the desk.</source>
        <translation>टेबल का हर पक्ष वही शीट भरता है; दोनों के मेल खाने पर वह डेस्क पर जाती है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the sheet</source>
        <translation>शीट भेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>भेजी जा रही है…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>चुनें…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a line</source>
        <translation>एक पंक्ति जोड़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sent from this phone yet.</source>
        <translation>इस फ़ोन से अभी कुछ नहीं भेजा गया।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored. Waiting for the other side&apos;s sheet.</source>
        <translation>आपकी शीट सहेज ली गई है। दूसरे पक्ष की शीट का इंतज़ार है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored, but the sides&apos; sheets differ in the marked fields: check them together.</source>
        <translation>आपकी शीट सहेज ली गई है, पर चिह्नित खानों में दोनों पक्षों की शीटें अलग हैं: उन्हें साथ मिलकर जाँचें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both sides agree: the sheet is at the desk.</source>
        <translation>दोनों पक्ष मेल खाते हैं: शीट डेस्क पर पहुँच गई है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The desk has confirmed this table&apos;s sheet:</source>
        <translation>डेस्क ने इस टेबल की शीट की पुष्टि कर दी है:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this sheet: see the marked fields.</source>
        <translation>नियम इस शीट को स्वीकार नहीं करते: चिह्नित खाने देखें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side wrote something else here.</source>
        <translation>दूसरे पक्ष ने यहाँ कुछ और लिखा है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: the desk cannot be reached. Trying again…</source>
        <translation>नहीं भेजी गई: डेस्क तक पहुँचा नहीं जा सका। फिर कोशिश हो रही है…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: reload the page and send it again.</source>
        <translation>नहीं भेजी गई: पेज दोबारा लोड करें और फिर भेजें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a sheet: ask the desk.</source>
        <translation>यह लिंक अब कोई शीट नहीं खोलता: डेस्क से पूछें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bust report</source>
        <extracomment>the words that differ on a poker player&apos;s page, where two players of the table report who went out</extracomment>
        <translation>बस्ट रिपोर्ट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You report your table&apos;s busts as %s.</source>
        <translation>आप अपनी टेबल के बस्ट %s के रूप में रिपोर्ट करते हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report who went out at your table; once two players of the table agree, it goes to the desk.</source>
        <translation>बताएँ कि आपकी टेबल पर कौन बाहर हुआ; टेबल के दो खिलाड़ी मेल खाते ही यह डेस्क पर जाता है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send the report</source>
        <translation>रिपोर्ट भेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your report is stored. Waiting for another player of the table to send the same.</source>
        <translation>आपकी रिपोर्ट सहेज ली गई है। टेबल के किसी दूसरे खिलाड़ी की वही रिपोर्ट का इंतज़ार है।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your report is stored, but another player&apos;s differs in the marked fields: check them together.</source>
        <translation>आपकी रिपोर्ट सहेज ली गई है, पर किसी दूसरे खिलाड़ी की रिपोर्ट चिह्नित फ़ील्ड में अलग है: उन्हें साथ मिलकर जाँचें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players agree: the report is at the desk.</source>
        <translation>दो खिलाड़ी मेल खाते हैं: रिपोर्ट डेस्क पर पहुँच गई है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are out. The desk has recorded your bust:</source>
        <translation>आप बाहर हैं। डेस्क ने आपका बस्ट दर्ज कर लिया है:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this report: see the marked fields.</source>
        <translation>नियम यह रिपोर्ट नहीं मानते: चिह्नित फ़ील्ड देखें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player wrote something else here.</source>
        <translation>किसी दूसरे खिलाड़ी ने यहाँ कुछ और लिखा है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a report: ask the desk.</source>
        <translation>यह लिंक अब कोई रिपोर्ट नहीं खोलता: डेस्क से पूछें।</translation>
    </message>
</context>
<context>
    <name>EntryLinksDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/links.py" line="+54"/>
        <source>Entry links: %1, round %2, table %3</source>
        <translation>एंट्री लिंक: %1, राउंड %2, टेबल %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each side opens its own link on a phone to enter the table&apos;s score sheet.</source>
        <translation>टेबल की स्कोर शीट भरने के लिए हर पक्ष फ़ोन पर अपना लिंक खोलता है।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The players&apos; page is off: switch it on in Displays for the whole links. Until then each link is the page&apos;s address followed by the path shown.</source>
        <translation>खिलाड़ियों का पेज बंद है: पूरे लिंक के लिए उसे डिस्प्ले में चालू करें। तब तक हर लिंक पेज का पता और उसके बाद दिखाया गया पाथ है।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>टेबल %s</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Copy</source>
        <translation>कॉपी करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the link of %s</source>
        <translation>%s का लिंक कॉपी करें</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Copied: %s</source>
        <translation>कॉपी हुआ: %s</translation>
    </message>
</context>
<context>
    <name>EventNotices</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_notices.py" line="+53"/>
        <source>Open read-only: the desk cannot write to this event&apos;s file or its folder (a read-only medium?). Everything can be looked at and printed, but nothing can be changed: copy the file to a folder you can write to, and open the copy, to carry on.</source>
        <translation>केवल पढ़ने के लिए खुला: डेस्क इस इवेंट की फ़ाइल या उसके फ़ोल्डर में लिख नहीं सकता (क्या यह केवल पढ़ने वाला माध्यम है?)। सब कुछ देखा और प्रिंट किया जा सकता है, पर कुछ भी बदला नहीं जा सकता: आगे काम करने के लिए फ़ाइल को ऐसे फ़ोल्डर में कॉपी करें जहाँ लिखा जा सके, और वह कॉपी खोलें।</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>change %1 is the first that does not fit (%2)</source>
        <translation>बदलाव %1 पहला है जो मेल नहीं खाता (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history of this event has been altered outside the desk: %1.</source>
        <translation>इस इवेंट का इतिहास डेस्क के बाहर बदला गया है: %1।</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="+74"/>
        <source>Registration</source>
        <translation>पंजीकरण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>ड्रॉ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-123"/>
        <source>Standings</source>
        <translation>अंक तालिका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printing</source>
        <translation>प्रिंटिंग</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays</source>
        <translation>डिस्प्ले</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Waiting for the import, export or printing still running to finish; the event closes then…</source>
        <translation>चल रहे आयात, निर्यात या छपाई के पूरा होने की प्रतीक्षा है; उसके बाद इवेंट बंद होगा…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Closing the event</source>
        <translation>इवेंट बंद हो रहा है</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="+99"/>
        <source>Poker</source>
        <translation>पोकर</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../cardnight_desk/web/words.py" line="+2"/>
        <source>Baccarat</source>
        <translation>बैकारेट</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="-125"/>
        <location filename="../../cardnight_desk/web/words.py" line="-4"/>
        <source>Event</source>
        <translation>इवेंट</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="-4"/>
        <source>Open the poker clock</source>
        <translation>पोकर घड़ी खोलें</translation>
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
        <translation>रमी (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 / Irupathiyettu (GAMA)</source>
        <translation>28 / Irupathiyettu (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker freezeout (GAMA)</source>
        <translation>पोकर फ़्रीज़आउट (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat fun table</source>
        <translation>बैकारेट फ़न टेबल</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Youngest age allowed on the event date</source>
        <translation>इवेंट की तारीख़ पर न्यूनतम अनुमत आयु</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration needs the desk&apos;s community-eligibility confirmation</source>
        <translation>पंजीकरण के लिए डेस्क द्वारा सामुदायिक पात्रता की पुष्टि ज़रूरी है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last day registration is open</source>
        <translation>पंजीकरण खुले रहने का अंतिम दिन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most entries accepted</source>
        <translation>अधिकतम स्वीकार्य एंट्री</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets are entered twice, blind, and confirmed when both agree</source>
        <translation>स्कोर शीटें दो बार, एक-दूसरे को देखे बिना, दर्ज की जाती हैं और दोनों मेल खाने पर पुष्टि होती है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side of a table enters its score sheet on a phone</source>
        <translation>टेबल का हर पक्ष फ़ोन पर अपनी स्कोर शीट भरता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How rounds are drawn</source>
        <translation>राउंड का ड्रॉ कैसे निकाला जाता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds of a Swiss league (none: until the organiser closes it)</source>
        <translation>स्विस लीग के राउंड (कोई नहीं: जब तक आयोजक इसे बंद न करे)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who a penalty&apos;s points go to</source>
        <translation>पेनल्टी के अंक किसे मिलते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of a game in minutes</source>
        <translation>एक गेम की अवधि (मिनट में)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master points a Swiss bye scores</source>
        <translation>स्विस बाई पर मिलने वाले मास्टर अंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target (150 initial rounds, 230 final)</source>
        <translation>बाहर होने की सीमा (शुरुआती राउंड 150, फ़ाइनल 230)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target at the final table</source>
        <translation>फ़ाइनल टेबल पर बाहर होने की सीमा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out when the total exceeds or reaches the target</source>
        <translation>कुल अंक सीमा तक पहुँचने या उससे ऊपर जाने पर बाहर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals in an initial round (none in the final)</source>
        <translation>शुरुआती राउंड में डील की संख्या (फ़ाइनल में कोई तय संख्या नहीं)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players at a rummy table</source>
        <translation>एक रमी टेबल पर अधिकतम खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best runners-up (lowest totals) who also advance</source>
        <translation>आगे बढ़ने वाले सबसे अच्छे उपविजेता (सबसे कम कुल अंक वाले)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a third-place match</source>
        <translation>तीसरे स्थान का मैच खेलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ब्लाइंड स्ट्रक्चर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting chips</source>
        <translation>शुरुआती चिप्स</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize percentages of the paid places</source>
        <translation>इनाम पाने वाले स्थानों के प्रतिशत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool in currency units</source>
        <translation>इनामी राशि (मुद्रा इकाइयों में)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at a poker table</source>
        <translation>एक पोकर टेबल पर सीटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table with fewer players is broken</source>
        <translation>इससे कम खिलाड़ियों वाली टेबल तोड़ दी जाती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table as soon as the players fit at one table fewer (TDA)</source>
        <translation>जैसे ही खिलाड़ी एक टेबल कम में समा सकें, एक टेबल तोड़ दें (TDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baccarat variant</source>
        <translation>बैकारेट वेरिएंट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs in the shoe</source>
        <translation>शू में पैक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands before a tournament is ranked by chips</source>
        <translation>चिप्स से रैंकिंग होने से पहले टूर्नामेंट के हैंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips each seat starts with</source>
        <translation>हर सीट के शुरुआती चिप्स</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swiss</source>
        <translation>स्विस</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round robin</source>
        <translation>राउंड रॉबिन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation>नॉकआउट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points go to the opponents</source>
        <translation>अंक विरोधियों को मिलते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points come off the offender</source>
        <translation>अंक गलती करने वाले के कटते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over the target</source>
        <translation>सीमा से ऊपर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the target</source>
        <translation>सीमा पर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini</source>
        <translation>मिनी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi</source>
        <translation>मिडी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ बैकारेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No commission</source>
        <translation>बिना कमीशन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAMA Cards Night 2025 freezeout</source>
        <translation>GAMA कार्ड्स नाइट 2025 फ़्रीज़आउट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: the desk confirms what the sides agree</source>
        <translation>चालू: पक्ष जिस पर सहमत हों, डेस्क उसकी पुष्टि करता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: a sheet both sides agree is confirmed</source>
        <translation>चालू: जिस शीट पर दोनों पक्ष सहमत हों, उसकी पुष्टि अपने-आप होती है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>कोई अंतिम दिन नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>कोई सीमा नहीं</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> v </source>
        <translation> बनाम </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side %s</source>
        <translation>पक्ष %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{one} and {other}</source>
        <translation>{one} और {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule {rule}</source>
        <translation>नियम {rule}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other team</source>
        <translation>दूसरी टीम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points off {offender} — {cite}</source>
        <translation>{offender} के {points} अंक कटे — {cite}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points to {others}, the opponents of {offender} — {cite}</source>
        <translation>{points} अंक {others} को, जो {offender} के विरोधी हैं — {cite}</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/guide_window.py" line="+112"/>
        <source>Card Night Desk — user guide</source>
        <translation>Card Night Desk — उपयोगकर्ता मार्गदर्शिका</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Back</source>
        <translation>&amp;पीछे</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="+67"/>
        <source>When</source>
        <translation>कब</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>किसने</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>क्या</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>कारण</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>कार्रवाई</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location line="-26"/>
        <source>Everything</source>
        <translation>सब कुछ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets</source>
        <translation>स्कोर शीटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>पेनल्टी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undone changes</source>
        <translation>पूर्ववत किए गए बदलाव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judges</source>
        <translation>जज</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions and event</source>
        <translation>प्रतियोगिताएँ और इवेंट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration and check-in</source>
        <translation>पंजीकरण और चेक-इन</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draws</source>
        <translation>ड्रॉ</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>filter: team, table, judge, rule…</source>
        <translation>फ़िल्टर: टीम, टेबल, जज, नियम…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo the last score change…</source>
        <translation>आख़िरी स्कोर बदलाव पूर्ववत करें (&amp;U)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show</source>
        <translation>दिखाएँ</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No score change to undo.</source>
        <translation>पूर्ववत करने के लिए कोई स्कोर बदलाव नहीं।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last score change: %s (%s)%s</source>
        <translation>आख़िरी स्कोर बदलाव: %s (%s)%s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — needs a judge</source>
        <translation> — जज की ज़रूरत है</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>who</source>
        <translation>किसने</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>when</source>
        <translation>कब</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>क्यों</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before</source>
        <translation>बदलाव से पहले</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>बदलाव के बाद</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no score change to undo.</source>
        <translation>पूर्ववत करने के लिए कोई स्कोर बदलाव नहीं है।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not undone: %s.</source>
        <translation>पूर्ववत नहीं हुआ: %s।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undone: %s</source>
        <translation>पूर्ववत किया गया: %s</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+21"/>
        <source>Event created</source>
        <translation>इवेंट बनाया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event renamed</source>
        <translation>इवेंट का नाम बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board announcements changed</source>
        <translation>बोर्ड की घोषणाएँ बदली गईं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition added</source>
        <translation>प्रतियोगिता जोड़ी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition renamed</source>
        <translation>प्रतियोगिता का नाम बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition closed</source>
        <translation>प्रतियोगिता बंद की गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition reopened</source>
        <translation>प्रतियोगिता फिर से खोली गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition&apos;s settings changed</source>
        <translation>प्रतियोगिता की सेटिंग बदली गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player registered</source>
        <translation>खिलाड़ी पंजीकृत हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s details changed</source>
        <translation>खिलाड़ी का विवरण बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player renamed</source>
        <translation>खिलाड़ी का नाम बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player withdrawn</source>
        <translation>खिलाड़ी ने नाम वापस लिया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player checked in</source>
        <translation>खिलाड़ी का चेक-इन हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in taken back</source>
        <translation>चेक-इन वापस लिया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration admitted by a judge</source>
        <translation>जज ने पंजीकरण स्वीकार किया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registrations imported</source>
        <translation>पंजीकरण इम्पोर्ट किए गए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team registered</source>
        <translation>टीम पंजीकृत हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players joined a team</source>
        <translation>खिलाड़ी टीम में शामिल हुए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team renamed</source>
        <translation>टीम का नाम बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team dissolved</source>
        <translation>टीम भंग की गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round drawn</source>
        <translation>राउंड का ड्रॉ निकाला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw taken back</source>
        <translation>ड्रॉ वापस लिया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats swapped</source>
        <translation>सीटें आपस में बदली गईं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet entered</source>
        <translation>स्कोर शीट दर्ज की गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet confirmed</source>
        <translation>स्कोर शीट की पुष्टि हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed sheet changed by a judge</source>
        <translation>जज ने पुष्ट शीट बदली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both entries of a sheet agree</source>
        <translation>शीट की दोनों प्रविष्टियाँ मेल खाती हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side entered its sheet at the table</source>
        <translation>एक पक्ष ने टेबल से अपनी शीट भरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every side at a table entered the same sheet</source>
        <translation>टेबल के हर पक्ष ने एक जैसी शीट भरी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty given</source>
        <translation>पेनल्टी दी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty written on a sheet</source>
        <translation>शीट पर पेनल्टी लिखी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty taken off a sheet</source>
        <translation>शीट से पेनल्टी हटाई गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN set</source>
        <translation>जज PIN रखा गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong judge PIN given</source>
        <translation>गलत जज PIN दिया गया</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/history_words.py" line="+9"/>
        <source>Poker: players entered</source>
        <translation>पोकर: खिलाड़ी शामिल किए गए</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: seats drawn</source>
        <translation>पोकर: सीटों का ड्रॉ निकाला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: table added</source>
        <translation>पोकर: टेबल जोड़ी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: button placed</source>
        <translation>पोकर: बटन रखा गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out</source>
        <translation>पोकर: खिलाड़ी बाहर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player left</source>
        <translation>पोकर: खिलाड़ी चला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out taken back</source>
        <translation>पोकर: खिलाड़ी का बाहर होना वापस लिया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: players moved</source>
        <translation>पोकर: खिलाड़ियों की टेबल बदली गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: blind structure changed</source>
        <translation>पोकर: ब्लाइंड स्ट्रक्चर बदला गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock started</source>
        <translation>पोकर घड़ी शुरू हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock paused</source>
        <translation>पोकर घड़ी रोकी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock resumed</source>
        <translation>पोकर घड़ी फिर से चली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved to the next level</source>
        <translation>पोकर घड़ी अगले लेवल पर गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved back a level</source>
        <translation>पोकर घड़ी एक लेवल पीछे गई</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/history_words.py" line="+9"/>
        <source>Baccarat: player seated</source>
        <translation>बैकारेट: खिलाड़ी सीट पर बैठा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: player left the table</source>
        <translation>बैकारेट: खिलाड़ी ने टेबल छोड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: hand settled</source>
        <translation>बैकारेट: हैंड का हिसाब हुआ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+4"/>
        <source>Undone: %s</source>
        <translation>पूर्ववत किया गया: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>removes the sheet entered, so the table has no sheet again</source>
        <translation>दर्ज की गई शीट हट जाती है, और टेबल की फिर कोई शीट नहीं रहती</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts back the draft the entry replaced</source>
        <translation>इस प्रविष्टि से बदला गया ड्राफ़्ट वापस आ जाता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes the confirmed sheet a draft again (it no longer counts in the standings)</source>
        <translation>पुष्ट शीट फिर से ड्राफ़्ट बन जाती है (वह अंक तालिका में अब नहीं गिनी जाती)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts back the sheet as it was before the judge&apos;s edit</source>
        <translation>जज के बदलाव से पहले वाली शीट वापस आ जाती है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the penalty off</source>
        <translation>पेनल्टी हट जाती है</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+187"/>
        <source>Import preview — %s</source>
        <translation>इम्पोर्ट पूर्वावलोकन — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%d rows: %d new players, %d adding competitions to players already here, %d unchanged. %d registrations and %d teams will be stored.</source>
        <translation>%d पंक्तियाँ: %d नए खिलाड़ी, %d जो पहले से मौजूद खिलाड़ियों में प्रतियोगिताएँ जोड़ती हैं, %d बिना बदलाव। %d पंजीकरण और %d टीमें सहेजी जाएँगी।</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing can be imported: %d rows are refused (in red, with every reason). Fix them in the workbook and import it again; nothing has been stored.</source>
        <translation>कुछ भी इम्पोर्ट नहीं हो सकता: %d पंक्तियाँ अस्वीकार हैं (लाल रंग में, हर कारण के साथ)। वर्कबुक में उन्हें ठीक करें और फिर से इम्पोर्ट करें; कुछ भी सहेजा नहीं गया है।</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show only refused rows</source>
        <translation>केवल अस्वीकार पंक्तियाँ दिखाएँ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import</source>
        <translation>इम्पोर्ट करें</translation>
    </message>
</context>
<context>
    <name>JudgeActions</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/judge_actions.py" line="+30"/>
        <source>Changing a confirmed sheet needs a judge, the judge PIN and the reason (EV-4).</source>
        <translation>पुष्टि की गई शीट बदलने के लिए जज, जज PIN और कारण चाहिए (EV-4)।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved. Your change is still in the form.</source>
        <translation>सहेजा नहीं गया। आपका बदलाव अभी भी फ़ॉर्म में है।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The judge&apos;s change is saved; the history keeps the sheet as it was.</source>
        <translation>जज का बदलाव सहेजा गया; इतिहास में शीट का पुराना रूप सुरक्षित है।</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Penalty not given: %s. What you typed is kept: press &apos;Penalty…&apos; again.</source>
        <translation>दंड नहीं दिया गया: %s। आपका लिखा सुरक्षित है: फिर से &apos;Penalty…&apos; दबाएँ।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty recorded: %s.</source>
        <translation>पेनल्टी दर्ज की गई: %s।</translation>
    </message>
</context>
<context>
    <name>JudgeAuthorityDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="+206"/>
        <source>Judge&apos;s change</source>
        <translation>जज द्वारा बदलाव</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Judge</source>
        <translation>जज</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>जज PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>कारण</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the judge&apos;s name.</source>
        <translation>जज का नाम दें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say why the confirmed result is being changed.</source>
        <translation>बताएँ कि पुष्टि किया गया परिणाम क्यों बदला जा रहा है।</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/language_dialog.py" line="+27"/>
        <location filename="../../cardnight_desk/web/words.py" line="+70"/>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language of the desk</source>
        <translation>डेस्क की भाषा (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The desk shows the new language the next time it starts: close it and open it again. Words not translated yet are shown in English.</source>
        <translation>डेस्क अगली बार शुरू होने पर नई भाषा दिखाएगा: इसे बंद करके फिर से खोलें। जिन शब्दों का अनुवाद अभी नहीं हुआ है, वे अंग्रेज़ी में दिखते हैं।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/i18n.py" line="+137"/>
        <source>&amp;Language…</source>
        <translation>भाषा (&amp;L)…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+185"/>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New event…</source>
        <translation>नया इवेंट (&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open event…</source>
        <translation>इवेंट खोलें (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;recent</source>
        <translation>हाल के इवेंट खोलें (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close event</source>
        <translation>इवेंट बंद करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back up now…</source>
        <translation>अभी बैकअप लें (&amp;B)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore from a backup…</source>
        <translation>बैकअप से वापस लाएँ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User guide</source>
        <translation>&amp;उपयोगकर्ता मार्गदर्शिका</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Card Night Desk</source>
        <translation>Card Night Desk के बारे में (&amp;A)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(none yet)</source>
        <translation>(अभी कोई नहीं)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About Card Night Desk</source>
        <translation>Card Night Desk के बारे में</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card Night Desk %s
Runs community card nights from registration to results.</source>
        <translation>Card Night Desk %s
सामुदायिक कार्ड नाइट को पंजीकरण से परिणाम तक चलाता है।</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>A save is missing from the event</source>
        <translation>इवेंट में एक सहेजा गया बदलाव नहीं मिला</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>An automatic backup could not be made; everything saved is kept in the event.</source>
        <translation>स्वचालित बैकअप नहीं बन सका; जो कुछ सहेजा गया है वह इवेंट में सुरक्षित है।</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Open event</source>
        <translation>इवेंट खोलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card Night events (*%s);;All files (*)</source>
        <translation>Card Night इवेंट (*%s);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Event not opened</source>
        <translation>इवेंट नहीं खुला</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Typed and not saved</source>
        <translation>टाइप किया गया, सहेजा नहीं गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These are typed and not saved, and will be lost:
%s</source>
        <translation>ये टाइप किए गए हैं पर सहेजे नहीं गए, और खो जाएँगे:
%s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without saving</source>
        <translation>बिना सहेजे बंद करें</translation>
    </message>
    <message>
        <location line="-293"/>
        <location line="+190"/>
        <source>Opening %s…</source>
        <translation>%s खोला जा रहा है…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>History altered</source>
        <translation>इतिहास बदला गया</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scores and standings may not be the ones the desk recorded. Keep the file as it is, and compare it with a backup before carrying on.</source>
        <translation>हो सकता है कि स्कोर और अंक तालिका वे न हों जो डेस्क ने दर्ज किए थे। फ़ाइल को जैसी है वैसी ही रखें, और आगे बढ़ने से पहले उसकी तुलना किसी बैकअप से करें।</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The event&apos;s history could not be checked: %s</source>
        <translation>इवेंट का इतिहास जाँचा नहीं जा सका: %s</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+47"/>
        <source>Save the demo night as</source>
        <translation>डेमो नाइट को इस नाम से सहेजें</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night इवेंट (*%s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Setting up the demo night…</source>
        <translation>डेमो नाइट तैयार की जा रही है…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demo night not created</source>
        <translation>डेमो नाइट नहीं बनी</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+382"/>
        <source>This is the demo night: explore freely. Its judge PIN is %s.</source>
        <translation>यह डेमो नाइट है: बेझिझक आज़माएँ। इसका जज PIN %s है।</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to the event is lost — retrying. Nothing typed is lost.</source>
        <translation>इवेंट से कनेक्शन टूट गया है — फिर से कोशिश की जा रही है। टाइप किया हुआ कुछ भी खोया नहीं है।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+15"/>
        <source>Back up the event</source>
        <translation>इवेंट का बैकअप लें</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not backed up</source>
        <translation>बैकअप नहीं लिया गया</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backed up to %s</source>
        <translation>%s में बैकअप लिया गया</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Automatic backups of this event are kept in %1 (%2 of them; the newest is %3). To put the newest back, with the damaged event kept beside it, run:
%4
or open a backup itself with File ▸ Open event… to look at it first.</source>
        <translation>इस इवेंट के स्वचालित बैकअप %1 में रखे हैं (%2 बैकअप; सबसे नया %3 है)। सबसे नया वापस लाने के लिए, खराब इवेंट को पास में रखते हुए, चलाएँ:
%4
या पहले देखने के लिए किसी बैकअप को File ▸ Open event… से खोलें।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore from a backup</source>
        <translation>बैकअप से वापस लाएँ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replace the event with the backup
%s?

The event as it is now is kept beside it.</source>
        <translation>इवेंट को इस बैकअप से बदलें
%s?

इवेंट की अभी की स्थिति उसके साथ ही सुरक्षित रखी जाती है।</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Not restored</source>
        <translation>वापस नहीं लाया गया</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The event is open at another desk:
%s

Restoring now loses what is saved there from now on. Only if that desk is closed (its computer switched off or crashed), restore all the same.</source>
        <translation>इवेंट दूसरी डेस्क पर खुला है:
%s

अभी वापस लाने से वहाँ अब से सहेजा गया सब खो जाएगा। केवल तभी वापस लाएँ जब वह डेस्क बंद हो (उसका कंप्यूटर बंद हो गया हो या क्रैश हो गया हो)।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is closed: restore</source>
        <translation>वह बंद है: वापस लाएँ</translation>
    </message>
</context>
<context>
    <name>MessageBeside</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="-37"/>
        <source>Judge &amp;override…</source>
        <translation>जज द्वारा छूट (&amp;O)…</translation>
    </message>
</context>
<context>
    <name>MovedDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="+138"/>
        <source>The standings moved</source>
        <translation>स्टैंडिंग बदल गई</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing the settings of %s moved these entrants in its standings:</source>
        <translation>%s की सेटिंग बदलने से इसकी स्टैंडिंग में ये प्रतिभागी खिसके:</translation>
    </message>
</context>
<context>
    <name>MovedModel</name>
    <message>
        <location line="-29"/>
        <source>Entrant</source>
        <translation>प्रतिभागी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place before</source>
        <translation>पहले का स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after</source>
        <translation>बाद का स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures before → after</source>
        <translation>अंक पहले → बाद</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+103"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>से</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>तक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>कारण</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/new_event_dialog.py" line="+51"/>
        <source>New event</source>
        <translation>नया इवेंट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Diwali Cards Night 2026</source>
        <translation>जैसे दिवाली कार्ड्स नाइट 2026</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose…</source>
        <translation>चुनें…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event &amp;name</source>
        <translation>इवेंट का नाम (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>तारीख़ (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event &amp;file</source>
        <translation>इवेंट फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event file</source>
        <translation>इवेंट फ़ाइल</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night इवेंट (*%s)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give the event a name.</source>
        <translation>इवेंट का नाम दें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where to save the event file.</source>
        <translation>चुनें कि इवेंट फ़ाइल कहाँ सहेजनी है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That file already exists; choose another name.</source>
        <translation>वह फ़ाइल पहले से मौजूद है; कोई दूसरा नाम चुनें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event was not created: %s</source>
        <translation>इवेंट नहीं बना: %s</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-146"/>
        <source>Judge&apos;s override</source>
        <translation>जज द्वारा छूट</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>why the judge admits it anyway</source>
        <translation>जज फिर भी इसे क्यों स्वीकार कर रहे हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admit</source>
        <translation>स्वीकार करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused:</source>
        <translation>अस्वीकार:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Judge</source>
        <translation>जज (&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>कारण (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>जज PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only a judge can override: give the judge&apos;s name.</source>
        <translation>केवल जज ही छूट दे सकते हैं: जज का नाम दें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s reason; it is kept in the event&apos;s history.</source>
        <translation>जज का कारण दें; यह इवेंट के इतिहास में रखा जाता है।</translation>
    </message>
</context>
<context>
    <name>OverviewArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+49"/>
        <source>&amp;Add competition…</source>
        <translation>प्रतियोगिता जोड़ें (&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules…</source>
        <translation>नियम (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for the chosen competition, with its settings</source>
        <translation>चुनी गई प्रतियोगिता पर लागू निर्णय, उसकी सेटिंग्स के साथ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>सेटिंग (&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correct the chosen competition&apos;s settings (what play has already fixed is greyed out)</source>
        <translation>चुनी गई प्रतियोगिता की सेटिंग सुधारें (जो खेल से तय हो चुका है वह धूसर दिखता है)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename the &amp;event…</source>
        <translation>इवेंट का नाम बदलें (&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name competition…</source>
        <translation>प्रतियोगिता का नाम बदलें (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+87"/>
        <source>&amp;Close competition</source>
        <translation>प्रतियोगिता बंद करें (&amp;C)</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>End the competition now: its standings become its final results (kept in the history)</source>
        <translation>प्रतियोगिता अभी समाप्त करें: इसकी अंक तालिका इसके अंतिम परिणाम बन जाती है (इतिहास में दर्ज)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Competition not added</source>
        <translation>प्रतियोगिता नहीं जोड़ी गई</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Re&amp;open competition</source>
        <translation>प्रतियोगिता फिर से खोलें (&amp;O)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not renamed</source>
        <translation>नाम नहीं बदला गया</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the event</source>
        <translation>इवेंट का नाम बदलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The event&apos;s new name:</source>
        <translation>इवेंट का नया नाम:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the competition</source>
        <translation>प्रतियोगिता का नाम बदलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s का नया नाम:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close the competition</source>
        <translation>प्रतियोगिता बंद करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close %s now? Its standings become its final results: the results name its winners and its certificates print. It can be reopened.</source>
        <translation>%s अभी बंद करें? इसकी अंक तालिका इसके अंतिम परिणाम बन जाएगी: परिणामों में विजेताओं के नाम होंगे और प्रमाणपत्र छपेंगे। इसे फिर से खोला जा सकता है।</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+74"/>
        <source>Not changed</source>
        <translation>बदला नहीं गया</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/password_dialog.py" line="+17"/>
        <source>Database password</source>
        <translation>डेटाबेस पासवर्ड</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server refused that password. Type it again for %s:</source>
        <translation>डेटाबेस सर्वर ने वह पासवर्ड अस्वीकार कर दिया। %s के लिए फिर से लिखें:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server asks for a password for %s:</source>
        <translation>डेटाबेस सर्वर %s के लिए पासवर्ड माँग रहा है:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The desk keeps it until it closes, and never saves it. To be asked no more, put it in your PostgreSQL password file (~/.pgpass).</source>
        <translation>डेस्क इसे बंद होने तक याद रखती है और कभी सहेजती नहीं। फिर न पूछा जाए, इसके लिए इसे अपनी PostgreSQL पासवर्ड फ़ाइल (~/.pgpass) में रखें।</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-186"/>
        <source>a team member influencing a player</source>
        <translation>टीम का सदस्य किसी खिलाड़ी को प्रभावित करे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking for a card count out of turn</source>
        <translation>बारी के बिना पत्तों की गिनती पूछना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake putting cards down</source>
        <translation>पत्ते नीचे रखने में गलती</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an incorrect licence displayed</source>
        <translation>गलत लाइसेंस दिखाया गया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong card in a sequence or set</source>
        <translation>क्रम या सेट में गलत पत्ता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking how many cards out of turn</source>
        <translation>बारी के बिना पूछना कि कितने पत्ते हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsporting tactics (organisers decide, up to 100)</source>
        <translation>खेल भावना के विरुद्ध चालें (आयोजक तय करते हैं, 100 तक)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Judge&apos;s penalty</source>
        <translation>जज द्वारा पेनल्टी</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No judge PIN is set for this event yet, so no penalty can be given: a judge sets one first with &apos;Judge PIN…&apos; at the top of the Scores area. What you type here is kept for then.</source>
        <translation>इस इवेंट के लिए अभी कोई जज PIN तय नहीं है, इसलिए दंड नहीं दिया जा सकता: पहले कोई जज Scores क्षेत्र के ऊपर &apos;Judge PIN…&apos; से PIN तय करे। आप यहाँ जो लिखेंगे वह तब तक सुरक्षित रहेगा।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Penalised</source>
        <translation>किसे पेनल्टी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number</source>
        <translation>नियम संख्या</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>जज</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>जज PIN</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the rule number the penalty is given under.</source>
        <translation>वह नियम संख्या दें जिसके तहत पेनल्टी दी जा रही है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the penalty points.</source>
        <translation>पेनल्टी के अंक दें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s name.</source>
        <translation>जज का नाम दें।</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location line="+81"/>
        <source>Change the judge PIN</source>
        <translation>जज PIN बदलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set the judge PIN</source>
        <translation>जज PIN सेट करें</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Current PIN</source>
        <translation>मौजूदा PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN (4 digits or more)</source>
        <translation>नया PIN (4 या अधिक अंक)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN again</source>
        <translation>नया PIN दोबारा</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two new PINs are not the same.</source>
        <translation>दोनों नए PIN एक जैसे नहीं हैं।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the new PIN.</source>
        <translation>नया PIN लिखें।</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-33"/>
        <source>Place</source>
        <translation>स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-8"/>
        <source>Prize</source>
        <translation>इनाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>हैंड की शुरुआत में चिप्स</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
</context>
<context>
    <name>PlayerForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/player_form.py" line="+56"/>
        <source>Community eligibility confirmed (EV-1)</source>
        <translation>सामुदायिक पात्रता की पुष्टि हुई (EV-1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>&amp;Register</source>
        <translation>पंजीकरण करें (&amp;R)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;New player</source>
        <translation>नया खिलाड़ी (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>New player</source>
        <translation>नया खिलाड़ी</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>&amp;Name</source>
        <translation>नाम (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Born</source>
        <translation>जन्म तिथि (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone</source>
        <translation>फ़ोन (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email</source>
        <translation>ईमेल (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tes</source>
        <translation>टिप्पणियाँ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Competitions</source>
        <translation>प्रतियोगिताएँ (&amp;C)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player %d: %s</source>
        <translation>खिलाड़ी %d: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the corrections to player %d, %s</source>
        <translation>खिलाड़ी %d, %s में सुधार</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new player %s</source>
        <translation>नया खिलाड़ी %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new player&apos;s details</source>
        <translation>एक नए खिलाड़ी का विवरण</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tick the competitions the player enters.</source>
        <translation>जिन प्रतियोगिताओं में खिलाड़ी भाग ले रहा है, उन पर सही का निशान लगाएँ।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s cannot be registered</source>
        <translation>%s का पंजीकरण नहीं हो सकता</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%s is player %d, registered in %s.</source>
        <translation>%s खिलाड़ी %d है, %s में पंजीकृत।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %d corrected.</source>
        <translation>खिलाड़ी %d की जानकारी सुधारी गई।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Same player?</source>
        <translation>वही खिलाड़ी?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s.

Is this player %d?</source>
        <translation>%s।

क्या यह खिलाड़ी %d है?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not registered: this is player %d. If their date of birth is wrong, correct it (edit the player), then register them.</source>
        <translation>पंजीकरण नहीं हुआ: यह खिलाड़ी %d है। अगर जन्म तिथि गलत है, तो उसे ठीक करें (खिलाड़ी को बदलें), फिर पंजीकरण करें।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not registered. What you typed is still in the form.</source>
        <translation>पंजीकरण नहीं हुआ। आपने जो लिखा वह अभी भी फ़ॉर्म में है।</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="-147"/>
        <source>No.</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Born</source>
        <translation>जन्म</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-56"/>
        <source>Competitions</source>
        <translation>प्रतियोगिताएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>टीमें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed</source>
        <translation>पुष्टि</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>चेक-इन हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>फ़ोन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Email</source>
        <translation>ईमेल</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s: admitted by %s</source>
        <translation>%s: %s द्वारा स्वीकृत</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page.py" line="+140"/>
        <source>The players&apos; page did not start — %s.</source>
        <translation>खिलाड़ियों का पेज शुरू नहीं हुआ — %s।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players&apos; page stopped with a problem — %s.</source>
        <translation>खिलाड़ियों का पेज किसी समस्या से रुक गया — %s।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Find your table</source>
        <translation>अपनी मेज़ खोजें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poker clock</source>
        <translation>पोकर घड़ी</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type part of your name</source>
        <translation>अपने नाम का कुछ हिस्सा लिखें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody&apos;s name holds “%s”.</source>
        <translation>किसी के नाम में “%s” नहीं है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type at least two letters of your name.</source>
        <translation>अपने नाम के कम से कम दो अक्षर लिखें।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showing the first %d names: type more of yours.</source>
        <translation>पहले %d नाम दिखाए गए हैं: अपने नाम का और हिस्सा लिखें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With</source>
        <translation>साथ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>विरुद्ध</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bye this round: you do not play.</source>
        <translation>इस दौर में बाई: आप नहीं खेलते।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>provisional</source>
        <translation>अस्थायी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d</source>
        <translation>दौर %d के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way</source>
        <translation>दौर %d चल रहा है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet</source>
        <translation>अभी कोई दौर नहीं खेला गया</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results yet.</source>
        <translation>अभी कोई परिणाम नहीं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket</source>
        <translation>नॉकआउट तालिका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>फ़ाइनल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third place</source>
        <translation>तीसरा स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match %d</source>
        <translation>मैच %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to be decided</source>
        <translation>अभी तय नहीं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left</source>
        <translation>बाकी समय</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>ब्लाइंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>एंटी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>अगला</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break in</source>
        <translation>अगला विराम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No break ahead</source>
        <translation>आगे कोई विराम नहीं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players left</source>
        <translation>बाकी खिलाड़ी</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average stack</source>
        <translation>औसत चिप्स</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>रुकी हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not started yet</source>
        <translation>अभी शुरू नहीं हुई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last level: overtime</source>
        <translation>अंतिम स्तर: अतिरिक्त समय</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No poker tournament tonight.</source>
        <translation>आज रात कोई पोकर टूर्नामेंट नहीं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No baccarat table tonight.</source>
        <translation>आज रात कोई बकारा मेज़ नहीं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>तय हुए स्थान</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prizes</source>
        <translation>इनाम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands played</source>
        <translation>खेले गए हाथ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands left</source>
        <translation>बाकी हाथ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table has closed: these are its results.</source>
        <translation>मेज़ बंद हो गई है: ये इसके परिणाम हैं।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updates by itself</source>
        <translation>अपने आप नया होता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: trying again…</source>
        <translation>जुड़ा नहीं: फिर कोशिश कर रहे हैं…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such page here.</source>
        <translation>यहाँ ऐसा कोई पन्ना नहीं है।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no competition “%s” tonight.</source>
        <translation>आज रात “%s” नाम की कोई प्रतियोगिता नहीं।</translation>
    </message>
</context>
<context>
    <name>PlayersPagePanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page_panel.py" line="+39"/>
        <location filename="../../cardnight_desk/web/words.py" line="-73"/>
        <source>Players&apos; page</source>
        <translation>खिलाड़ियों का पेज</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players open this on their phones: their table, standings, the poker clock.</source>
        <translation>खिलाड़ी इसे अपने फ़ोन पर खोलते हैं: अपनी टेबल, अंक तालिका, पोकर घड़ी।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve the players&apos; page on the hall&apos;s network</source>
        <translation>हॉल के नेटवर्क पर खिलाड़ियों का पेज चलाएँ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port</source>
        <translation>पोर्ट</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the address shows here while it is on</source>
        <translation>चालू रहने पर पता यहाँ दिखता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Starting the players&apos; page…</source>
        <translation>खिलाड़ियों का पेज शुरू हो रहा है…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopping the players&apos; page…</source>
        <translation>खिलाड़ियों का पेज बंद हो रहा है…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on the same network as this desk open the address, or scan the code.</source>
        <translation>चालू: इस डेस्क वाले नेटवर्क पर फ़ोन यह पता खोलें, या कोड स्कैन करें।</translation>
    </message>
</context>
<context>
    <name>PokerSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/poker/description.py" line="+45"/>
        <source>Player</source>
        <translation>प्लेयर</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Entries</source>
        <translation>प्रवेश</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entry level</source>
        <translation>प्रवेश का लेवल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before level 4</source>
        <translation>लेवल 4 से पहले</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busts</source>
        <translation>बस्ट</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand no.</source>
        <translation>हैंड क्रमांक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of that hand</source>
        <translation>उस हैंड की शुरुआत में चिप्स</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Blind structure</source>
        <translation>ब्लाइंड स्ट्रक्चर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid places</source>
        <translation>इनाम पाने वाले स्थान</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout percentages</source>
        <translation>इनाम के प्रतिशत</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool</source>
        <translation>इनामी राशि</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats per table</source>
        <translation>प्रति टेबल सीटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table below</source>
        <translation>इससे कम होने पर टेबल तोड़ें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at each table</source>
        <translation>हर टेबल पर खिलाड़ी</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Another player out in this hand</source>
        <extracomment>the report&apos;s fields: the busts&apos; lines, their player one of the table&apos;s players (each line headed &quot;Player out&quot;)</extracomment>
        <translation>इसी हैंड में एक और खिलाड़ी बाहर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player out</source>
        <translation>बाहर हुआ खिलाड़ी</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-82"/>
        <source>new</source>
        <translation>नया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds competitions</source>
        <translation>प्रतियोगिताएँ जोड़ता है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>बिना बदलाव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>अस्वीकार</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Row</source>
        <translation>पंक्ति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will be</source>
        <translation>क्या होगा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions</source>
        <translation>प्रतियोगिताएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>टीमें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>समस्याएँ</translation>
    </message>
</context>
<context>
    <name>PrintingArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/printing/area.py" line="+48"/>
        <source>Score sheets</source>
        <translation>स्कोर शीटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cards</source>
        <translation>टेबल कार्ड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seating lists</source>
        <translation>बैठक सूचियाँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout bracket</source>
        <translation>नॉकआउट ब्रैकेट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>अंक तालिका</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final results</source>
        <translation>अंतिम परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>प्रमाणपत्र</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results so far</source>
        <extracomment>The results printed while a competition played is not finished (the printout&apos;s title: &quot;Results so far — provisional&quot;)</extracomment>
        <translation>अब तक के परिणाम</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>latest</source>
        <translation>नवीनतम</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>लेटर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview</source>
        <translation>पूर्वावलोकन (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save PDF…</source>
        <translation>PDF सहेजें (&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to p&amp;rint</source>
        <translation>प्रिंट के लिए खोलें (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose what to print, then Preview: its pages show here before anything is saved or printed.</source>
        <translation>क्या प्रिंट करना है चुनें, फिर पूर्वावलोकन: कुछ भी सहेजने या प्रिंट करने से पहले उसके पेज यहाँ दिखते हैं।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Document</source>
        <translation>दस्तावेज़</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>राउंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>काग़ज़</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing was printed: certificates follow the final results.</source>
        <translation>कुछ नहीं छपा: प्रमाणपत्र अंतिम परिणामों के बाद छपते हैं।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These names have characters the fonts of the desk do not have, printed as a question mark in a box; correct them in Registration if they are misspelt:
%s</source>
        <translation>इन नामों में ऐसे अक्षर हैं जो डेस्क के फ़ॉन्ट में नहीं हैं, वे डिब्बे में प्रश्नचिह्न के रूप में छपेंगे; वर्तनी गलत हो तो पंजीकरण में ठीक करें:
%s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing %s…</source>
        <translation>%s तैयार किया जा रहा है…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cancelled: nothing was printed.</source>
        <translation>रद्द: कुछ भी प्रिंट नहीं हुआ।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players&apos; page is on: its address and QR code are printed on them (%s).</source>
        <translation>खिलाड़ियों का पेज चालू है: उसका पता और QR कोड इन पर छपते हैं (%s)।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table entry is on: each side&apos;s entry link is printed as a QR code with its name.</source>
        <translation>टेबल एंट्री चालू है: हर पक्ष का एंट्री लिंक उसके नाम के साथ QR कोड के रूप में छपता है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table entry is on, but the players&apos; page is off: each side&apos;s link is printed as its path, without a QR code. Switch the players&apos; page on (Displays) and print again for the codes.</source>
        <translation>टेबल एंट्री चालू है, पर खिलाड़ियों का पेज बंद है: हर पक्ष का लिंक QR कोड के बिना, उसके पाथ के रूप में छपता है। कोड के लिए खिलाड़ियों का पेज (डिस्प्ले) चालू करें और फिर से छापें।</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print certificates early?</source>
        <translation>प्रमाणपत्र पहले ही छापें?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished yet:
%s

Print the certificates now? They are marked provisional and name no place: each says where its competition stands.</source>
        <translation>अभी पूरा नहीं हुआ:
%s

क्या प्रमाणपत्र अभी छापें? वे अस्थायी चिह्नित होंगे और कोई स्थान नहीं बताएँगे: हर एक बताएगा कि उसकी प्रतियोगिता कहाँ तक पहुँची है।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>1 page ready. Save the PDF, or open it to print.</source>
        <translation>1 पेज तैयार। PDF सहेजें, या प्रिंट के लिए खोलें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d pages ready. Save the PDF, or open it to print.</source>
        <translation>%d पेज तैयार। PDF सहेजें, या प्रिंट के लिए खोलें।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save PDF</source>
        <translation>PDF सहेजें</translation>
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
        <translation>सहेजा नहीं गया</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Nothing was saved: %s.</source>
        <translation>कुछ भी सहेजा नहीं गया: %s।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: %s was kept as it was.</source>
        <translation>सहेजा नहीं गया: %s जैसी थी वैसी ही रखी गई।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %s</source>
        <translation>%s सहेजा गया</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the PDF?</source>
        <translation>PDF बदलें?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s already exists.

Replace it with the document previewed now?</source>
        <translation>%s पहले से मौजूद है।

क्या इसे अभी देखे गए दस्तावेज़ से बदलें?</translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/progress_words.py" line="+12"/>
        <location filename="../../cardnight_desk/web/words.py" line="-35"/>
        <source>final</source>
        <translation>अंतिम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d, round %d under way — provisional</source>
        <translation>राउंड %d के बाद, राउंड %d जारी — अस्थायी</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after round %d — provisional</source>
        <translation>राउंड %d के बाद — अस्थायी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way — provisional</source>
        <translation>राउंड %d जारी — अस्थायी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet — provisional</source>
        <translation>अभी कोई राउंड नहीं खेला गया — अस्थायी</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/qt_words.py" line="+32"/>
        <source>&amp;Select All</source>
        <translation>सभी चुनें (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>बढ़ाएँ (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>घटाएँ (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="-10"/>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>सभी चुनें</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-15"/>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
</context>
<context>
    <name>RegistrationArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/area.py" line="+49"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel वर्कबुक (*.xlsx)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Filter: name, number, phone, email or team</source>
        <translation>फ़िल्टर: नाम, नंबर, फ़ोन, ईमेल या टीम</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>सभी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>चेक-इन हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked in</source>
        <translation>चेक-इन नहीं हुआ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Import…</source>
        <translation>इम्पोर्ट करें (&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>एक्सपोर्ट करें (&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;template…</source>
        <translation>टेम्पलेट सहेजें (&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it player</source>
        <translation>खिलाड़ी संपादित करें (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw…</source>
        <translation>नाम वापस लें (&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name…</source>
        <translation>नाम बदलें (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the chosen player, or their team, everywhere</source>
        <translation>चुने गए खिलाड़ी या उसकी टीम का नाम हर जगह बदलें</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>टीम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in</source>
        <translation>चेक-इन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s here</source>
        <translation>कौन मौजूद है</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>All competitions</source>
        <translation>सभी प्रतियोगिताएँ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+29"/>
        <source>Choose a player in the table first.</source>
        <translation>पहले तालिका में एक खिलाड़ी चुनें।</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Choose a player who is registered in a competition.</source>
        <translation>ऐसा खिलाड़ी चुनें जो किसी प्रतियोगिता में पंजीकृत हो।</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s withdrawn from %s.</source>
        <translation>%s का नाम %s से वापस लिया गया।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player %d: %s</source>
        <translation>खिलाड़ी %d: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team %s (%s)</source>
        <translation>टीम %s (%s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Rename</source>
        <translation>नाम बदलें</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rename whom?</source>
        <translation>किसका नाम बदलना है?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New name for %s:</source>
        <translation>%s का नया नाम:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s is now %s.</source>
        <translation>%s अब %s है।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import players</source>
        <translation>खिलाड़ी इम्पोर्ट करें</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading %s…</source>
        <translation>%s पढ़ा जा रहा है…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the workbook…</source>
        <translation>वर्कबुक पढ़ी जा रही है…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported: %d rows have the name of a player already registered, with another date of birth. Correct the date that is wrong and import again.</source>
        <translation>कुछ भी इम्पोर्ट नहीं हुआ: %d पंक्तियों में पहले से पंजीकृत खिलाड़ी का नाम है, पर जन्म तिथि अलग है। गलत तिथि ठीक करें और फिर से इम्पोर्ट करें।</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported: %d rows are refused.</source>
        <translation>कुछ भी इम्पोर्ट नहीं हुआ: %d पंक्तियाँ अस्वीकार हैं।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled.</source>
        <translation>इम्पोर्ट रद्द किया गया।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Judge PIN</source>
        <translation>जज PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This workbook carries judges&apos; overrides. A judge&apos;s PIN is needed to import it:</source>
        <translation>इस वर्कबुक में जजों के निर्णय हैं। इसे आयात करने के लिए जज का PIN चाहिए:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>इम्पोर्ट हो रहा है…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported %d new players, %d registrations and %d teams.</source>
        <translation>%d नए खिलाड़ी, %d पंजीकरण और %d टीमें इम्पोर्ट की गईं।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>… and %d more</source>
        <translation>… और %d अन्य</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the event</source>
        <translation>इवेंट एक्सपोर्ट करें</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exporting…</source>
        <translation>एक्सपोर्ट हो रहा है…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %s: %s.</source>
        <translation>%s में लिखा गया: %s।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a registration template</source>
        <translation>पंजीकरण टेम्पलेट सहेजें</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved a blank registration workbook to %s.</source>
        <translation>खाली पंजीकरण वर्कबुक %s में सहेजी गई।</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+23"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>राशि</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net</source>
        <translation>शुद्ध</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+94"/>
        <location line="+11"/>
        <source>Last hand</source>
        <translation>पिछला हैंड</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>No hand settled yet.</source>
        <translation>अभी तक किसी हैंड का निपटारा नहीं हुआ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %d</source>
        <translation>हैंड %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural</source>
        <translation>नैचुरल</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon 7</source>
        <translation>ड्रैगन 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>प्लेयर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Banker</source>
        <translation>बैंकर</translation>
    </message>
</context>
<context>
    <name>RollModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="-196"/>
        <source>here</source>
        <translation>मौजूद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>ग़ैरहाज़िर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not admitted</source>
        <translation>प्रवेश नहीं</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>चेक-इन हुआ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>late arrival: seat them in the next draw</source>
        <translation>देर से पहुँचे: अगले ड्रॉ में इन्हें सीट दें</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location line="+198"/>
        <source>All</source>
        <translation>सभी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>मौजूद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing</source>
        <translation>ग़ैरहाज़िर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late</source>
        <translation>देर से</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not admitted (EV-1)</source>
        <translation>प्रवेश नहीं (EV-1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No competitions yet.</source>
        <translation>अभी कोई प्रतियोगिता नहीं।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Here %d · Missing %d · Late %d · Not admitted %d</source>
        <translation>मौजूद %d · ग़ैरहाज़िर %d · देर से %d · प्रवेश नहीं %d</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/rules_dialog.py" line="+72"/>
        <source>Rules in force — %s</source>
        <translation>लागू नियम — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The desk&apos;s rulings for this game and for every competition. Beside a ruling that is a setting is the value this competition uses.</source>
        <translation>इस खेल और हर प्रतियोगिता के लिए डेस्क के निर्णय। जो निर्णय एक सेटिंग है, उसके पास वह मान दिखाया गया है जो यह प्रतियोगिता उपयोग करती है।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find a ruling (BH-5) or a word…</source>
        <translation>कोई निर्णय (BH-5) या शब्द खोजें…</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+10"/>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no competition &apos;%s&apos; in this event.</source>
        <translation>इस इवेंट में &apos;%s&apos; नाम की कोई प्रतियोगिता नहीं है।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rulings cannot be read: %s</source>
        <translation>निर्णय पढ़े नहीं जा सकते: %s</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>In force here — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</source>
        <translation>यहाँ लागू — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Other settings of this competition</source>
        <translation>इस प्रतियोगिता की अन्य सेटिंग्स</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>the default</source>
        <translation>डिफ़ॉल्ट</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed for this event; the default is %s</source>
        <translation>इस इवेंट के लिए बदला गया; डिफ़ॉल्ट %s है</translation>
    </message>
</context>
<context>
    <name>RummyTableForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/rummy/description.py" line="+44"/>
        <source>normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first-turn rummy</source>
        <translation>पहली बारी में रमी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand rummy</source>
        <translation>हैंड-रमी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (stock ran out)</source>
        <translation>रद्द (गड्डी ख़त्म हो गई)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>डील</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Deals</source>
        <translation>डील</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won</source>
        <translation>जीता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped</source>
        <translation>ड्रॉप किया</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>हारा</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void</source>
        <translation>रद्द</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dropped</source>
        <translation>ड्रॉप</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the first turn (25)</source>
        <translation>पहली बारी में (25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>later (50)</source>
        <translation>बाद में (50)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards</source>
        <translation>पत्ते</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild</source>
        <translation>वाइल्ड</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Had a turn</source>
        <translation>बारी मिली</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target</source>
        <translation>लक्ष्य</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal limit</source>
        <translation>डील की सीमा</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/rummy/score_form.py" line="+100"/>
        <source>Add a &amp;deal</source>
        <translation>डील जोड़ें (&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>w won · f first drop (25) · m middle drop (50) · a number: points lost · or the 13 cards (10H JH …) with the wild rank · v void · in first-turn and hand-rummy deals add + (had a turn) or - (no turn yet) to a loser</source>
        <translation>w जीता · f पहला ड्रॉप (25) · m बीच का ड्रॉप (50) · कोई संख्या: गँवाए अंक · या वाइल्ड रैंक के साथ 13 पत्ते (10H JH …) · v रद्द · पहली बारी की रमी और हैंड-रमी वाली डील में हारने वाले के साथ + (बारी मिल चुकी) या - (अभी बारी नहीं मिली) जोड़ें</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal %s</source>
        <translation>बाँट %s</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Not a valid sheet yet: see the notes under the deals.</source>
        <translation>शीट अभी सही नहीं है: बाँटों के नीचे की टिप्पणियाँ देखें।</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+144"/>
        <source>out</source>
        <translation>बाहर</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%s (after deal %s)</source>
        <translation>%s (डील %s के बाद)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out: %s</source>
        <translation>बाहर: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level on the lowest total: %s play one more deal between them (RU-8)</source>
        <translation>सबसे कम कुल अंकों पर बराबरी: %s आपस में एक और डील खेलें (RU-8)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: %s</source>
        <translation>विजेता: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on.</source>
        <translation>गेम जारी है।</translation>
    </message>
</context>
<context>
    <name>SameNamesQuestion</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+213"/>
        <source>Same players?</source>
        <translation>वही खिलाड़ी?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d rows have the name of a player already registered, with another date of birth:</source>
        <translation>%d पंक्तियों में पहले से पंजीकृत खिलाड़ी का नाम है, पर जन्म तिथि अलग है:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Are they other people, to be registered as new players? No imports nothing: correct the date of birth that is wrong and import again.</source>
        <translation>क्या ये दूसरे लोग हैं, जिन्हें नए खिलाड़ियों के रूप में पंजीकृत करना है? &quot;नहीं&quot; कुछ भी इम्पोर्ट नहीं करता: गलत जन्म तिथि ठीक करें और फिर से इम्पोर्ट करें।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no date of birth</source>
        <translation>जन्म तिथि नहीं</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %d, %s, born %s</source>
        <translation>खिलाड़ी %d, %s, जन्म %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row %d: %s, born %s — %s</source>
        <translation>पंक्ति %d: %s, जन्म %s — %s</translation>
    </message>
</context>
<context>
    <name>ScoresArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="+106"/>
        <source>type or scan the sheet number, then Enter</source>
        <translation>शीट नंबर लिखें या स्कैन करें, फिर Enter दबाएँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge P&amp;IN…</source>
        <translation>जज PIN (&amp;I)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Co&amp;mpetition</source>
        <translation>प्रतियोगिता (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Round</source>
        <translation>राउंड (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sheet &amp;number</source>
        <translation>शीट नंबर (&amp;N)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sheets</source>
        <translation>शीटें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>इतिहास</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Add a competition first (Event area).</source>
        <translation>पहले एक प्रतियोगिता जोड़ें (इवेंट भाग)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%s&apos; has no rounds drawn yet (Draws area).</source>
        <translation>&apos;%s&apos; के किसी राउंड का ड्रॉ अभी नहीं निकला है (ड्रॉ भाग)।</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Judge PIN not changed: %s</source>
        <translation>जज PIN नहीं बदला: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge PIN changed.</source>
        <translation>जज PIN बदल दिया गया।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judge PIN set.</source>
        <translation>जज PIN सेट हो गया।</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seat_dialog.py" line="+37"/>
        <source>Seat a player</source>
        <translation>खिलाड़ी को सीट दें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %d</source>
        <translation>सीट %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the player&apos;s name</source>
        <translation>खिलाड़ी का नाम</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;eat</source>
        <translation>सीट दें (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>खिलाड़ी (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Chips</source>
        <translation>चिप्स (&amp;C)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type the player&apos;s name.</source>
        <translation>खिलाड़ी का नाम लिखें।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>चिप्स 0 या उससे अधिक की राशि होती है, पूरे सेंट में।</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="-56"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-37"/>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+1"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>चिप्स</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet this hand</source>
        <translation>इस हैंड का दांव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>उपलब्ध</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Table</source>
        <translation>टेबल</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="-70"/>
        <source>Seats</source>
        <translation>सीटें</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add seat…</source>
        <translation>सीट जोड़ें (&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove seat…</source>
        <translation>सीट हटाएँ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seats (%d of %d taken)</source>
        <translation>सीटें (%d / %d भरी हुई)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="-66"/>
        <source>Settings of %s</source>
        <translation>%s की सेटिंग</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kept in the history</source>
        <translation>इतिहास में रखा जाता है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Why</source>
        <translation>कारण (&amp;W)</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="-87"/>
        <source>Fixed: a round has been drawn with it</source>
        <translation>तय: इसके साथ एक राउंड का ड्रॉ हो चुका है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: a score sheet has been scored with it</source>
        <translation>तय: इसके साथ एक स्कोर शीट गिनी जा चुकी है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the final table&apos;s sheet has been scored with it</source>
        <translation>तय: इसके साथ फ़ाइनल टेबल की शीट गिनी जा चुकी है</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed: players have entered with it</source>
        <translation>तय: इसके साथ खिलाड़ी प्रवेश कर चुके हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the clock has started</source>
        <translation>तय: घड़ी शुरू हो चुकी है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the seats have been drawn</source>
        <translation>तय: सीटों का ड्रॉ हो चुका है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: play has begun at the table</source>
        <translation>तय: टेबल पर खेल शुरू हो चुका है</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/base.py" line="+169"/>
        <source>the rules of &apos;%s&apos; cannot check this sheet here (%s: %s)</source>
        <translation>&apos;%s&apos; के नियम यहाँ इस शीट की जाँच नहीं कर सकते (%s: %s)</translation>
    </message>
</context>
<context>
    <name>SheetJudgeAsking</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sheet_judge.py" line="+35"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>सहेजा नहीं गया: %s। आपकी एंट्री अभी भी फ़ॉर्म में है।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This sheet gives or takes off penalties: a judge answers for them, with the judge PIN (EV-4).</source>
        <translation>यह शीट पेनल्टी देती या हटाती है: जज PIN के साथ एक जज इनकी ज़िम्मेदारी लेता है (EV-4)।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: penalties on a sheet need a judge. Your entry is still in the form.</source>
        <translation>सहेजा नहीं गया: शीट पर पेनल्टी के लिए जज चाहिए। आपकी एंट्री अभी भी फ़ॉर्म में है।</translation>
    </message>
</context>
<context>
    <name>SheetJudgeDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-31"/>
        <source>Judge for the sheet&apos;s penalties</source>
        <translation>शीट की पेनल्टी के लिए जज</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the judge&apos;s name.</source>
        <translation>जज का नाम दें।</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/panel.py" line="+66"/>
        <source>Choose a table, or type or scan its sheet number.</source>
        <translation>एक टेबल चुनें, या उसका शीट नंबर लिखें या स्कैन करें।</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+187"/>
        <source>&amp;Save draft  (Ctrl+S)</source>
        <translation>ड्राफ़्ट सहेजें (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Save and &amp;confirm  (Ctrl+Enter)</source>
        <translation>सहेजें और पुष्टि करें (&amp;C)  (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit as &amp;judge…</source>
        <translation>जज के रूप में बदलें (&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first entry is wrong: &amp;replace it with this one</source>
        <translation>पहली एंट्री ग़लत है: उसे इस एंट्री से बदलें (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Penalty…</source>
        <translation>पेनल्टी (&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>नियम (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for this competition, at the one a refusal cites</source>
        <translation>इस प्रतियोगिता पर लागू निर्णय, उस निर्णय पर खुले जिसका हवाला अस्वीकृति में दिया गया है</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the sheet of %1, round %2, table %3</source>
        <translation>%1 की शीट, राउंड %2, टेबल %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%s — round %s — table %s (sheet %s): %s</source>
        <translation>%s — राउंड %s — टेबल %s (शीट %s): %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sheets of this game are not entered here.</source>
        <translation>इस खेल की शीटें यहाँ दर्ज नहीं की जातीं।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your unsaved entry for this table was kept and is back in the form.</source>
        <translation>इस टेबल के लिए आपकी बिना सहेजी एंट्री रखी गई थी और फ़ॉर्म में वापस आ गई है।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;p&gt;&lt;b&gt;To enter a score sheet:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Choose the competition and the round, at the top left.&lt;/li&gt;&lt;li&gt;Choose a table in the list (double-click it or press Enter), or type or scan the number printed on its sheet in &lt;i&gt;Sheet number&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;The table&apos;s sheet opens here: type what is written on it, then &lt;i&gt;Save draft&lt;/i&gt; or &lt;i&gt;Save and confirm&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tables in the list? Draw the round first, in the Draws area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;स्कोर शीट दर्ज करने के लिए:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;ऊपर बाईं ओर प्रतियोगिता और राउंड चुनें।&lt;/li&gt;&lt;li&gt;सूची में से एक टेबल चुनें (उस पर डबल-क्लिक करें या Enter दबाएँ), या उसकी शीट पर छपा नंबर &lt;i&gt;शीट नंबर&lt;/i&gt; में लिखें या स्कैन करें।&lt;/li&gt;&lt;li&gt;टेबल की शीट यहाँ खुलती है: उस पर जो लिखा है वह टाइप करें, फिर &lt;i&gt;ड्राफ़्ट सहेजें&lt;/i&gt; या &lt;i&gt;सहेजें और पुष्टि करें&lt;/i&gt;।&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;सूची में कोई टेबल नहीं? पहले ड्रॉ में राउंड का ड्रॉ निकालें।&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>&amp;Save entry  (Ctrl+S)</source>
        <translation>एंट्री सहेजें (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save the judge&apos;s change  (Ctrl+S)</source>
        <translation>जज का बदलाव सहेजें (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing stored for this table yet.</source>
        <translation>इस टेबल के लिए अभी कुछ सहेजा नहीं गया है।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmed (version %s). Only a judge can change it.</source>
        <translation>पुष्टि हो चुकी है (संस्करण %s)। केवल जज ही इसे बदल सकते हैं।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first entry (by %s) is in. Second entry: type the sheet again without looking at the first.</source>
        <translation>पहली एंट्री (%s द्वारा) हो चुकी है। दूसरी एंट्री: पहली एंट्री को देखे बिना शीट फिर से टाइप करें।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored (by %s); it waits for a second, blind entry.</source>
        <translation>पहली एंट्री सहेजी गई (%s द्वारा); यह दूसरी, बिना देखे की जाने वाली एंट्री की प्रतीक्षा में है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draft (version %1), entered by %2.</source>
        <translation>ड्राफ़्ट (संस्करण %1), %2 द्वारा दर्ज।</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not saved: the sheet is not valid yet (see the notes on the form).</source>
        <translation>सहेजा नहीं गया: शीट अभी सही नहीं है (फ़ॉर्म की टिप्पणियाँ देखें)।</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>This table is gone (the round was drawn again).</source>
        <translation>यह टेबल अब नहीं है (राउंड का ड्रॉ दोबारा निकाला गया)।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It has been changed at another desk since you opened it.</source>
        <translation> आपके खोलने के बाद इसे किसी दूसरे डेस्क पर बदला गया है।</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Judges&apos; penalties at this table: %s.</source>
        <translation>इस टेबल पर जजों के दंड: %s।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set aside: %s.</source>
        <translation>अलग रखा गया: %s।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>सहेजा नहीं गया: %s। आपकी एंट्री अभी भी फ़ॉर्म में है।</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This sheet is confirmed: use &apos;Edit as judge&apos; to change it.</source>
        <translation>इस शीट की पुष्टि हो चुकी है: इसे बदलने के लिए &apos;जज के रूप में बदलें&apos; का उपयोग करें।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved and confirmed.</source>
        <translation>सहेजा गया और पुष्टि हो गई।</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as a draft.</source>
        <translation>ड्राफ़्ट के रूप में सहेजा गया।</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirmed.</source>
        <translation>पुष्टि हो गई।</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The version stored at the other desk is in the form now; yours was not saved.</source>
        <translation>दूसरे डेस्क पर सहेजा गया संस्करण अब फ़ॉर्म में है; आपका संस्करण सहेजा नहीं गया।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: the sheet was changed at another desk. Your entry is still in the form.</source>
        <translation>सहेजा नहीं गया: शीट किसी दूसरे डेस्क पर बदली गई थी। आपकी एंट्री अभी भी फ़ॉर्म में है।</translation>
    </message>
</context>
<context>
    <name>SidesBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sides.py" line="+52"/>
        <source>%1 at %2, from %3</source>
        <translation>%1, %2 पर, %3 से</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>agreed at the table, the desk&apos;s draft differs</source>
        <translation>टेबल पर सहमति, डेस्क का ड्राफ़्ट अलग है</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>agreed at the table</source>
        <translation>टेबल पर सहमति</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries differ</source>
        <translation>एंट्री अलग हैं</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 sides entered</source>
        <translation>%2 में से %1 पक्षों ने भरा</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Entered at the table: %s.</source>
        <translation>टेबल पर भरी गई: %s।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt; (%s), but the draft below was typed at the desk and differs from their sheet at the marked fields. Check the paper sheet: keep the desk&apos;s draft, or take the sides&apos; entry into the form; then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;टेबल पर सहमति&lt;/b&gt; (%s), पर नीचे का ड्राफ़्ट डेस्क पर टाइप हुआ था और चिह्नित खानों में उनकी शीट से अलग है। कागज़ की शीट जाँचें: डेस्क का ड्राफ़्ट रखें, या पक्षों की एंट्री फ़ॉर्म में लें; फिर &lt;i&gt;सहेजें और पुष्टि करें&lt;/i&gt; (Ctrl+Enter)।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt;: every side entered this sheet (%s). It is the draft below: check it against the paper sheet, then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;टेबल पर सहमति&lt;/b&gt;: हर पक्ष ने यही शीट भरी (%s)। यही नीचे का ड्राफ़्ट है: इसे कागज़ की शीट से मिलाएँ, फिर &lt;i&gt;सहेजें और पुष्टि करें&lt;/i&gt; (Ctrl+Enter)।</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;The sides&apos; entries differ&lt;/b&gt; at the fields below (%s). Check the paper sheet, take one side&apos;s entry into the form, correct it and confirm it.</source>
        <translation>नीचे के खानों में &lt;b&gt;पक्षों की एंट्री अलग हैं&lt;/b&gt; (%s)। कागज़ की शीट जाँचें, किसी एक पक्ष की एंट्री फ़ॉर्म में लें, उसे सुधारें और पुष्टि करें।</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entered at the table so far: %1. Waiting for %2.</source>
        <translation>अब तक टेबल पर भरी गई: %1। %2 का इंतज़ार है।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the sides&apos; entry into the form</source>
        <translation>पक्षों की एंट्री फ़ॉर्म में लें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %s&apos;s entry into the form</source>
        <translation>%s की एंट्री फ़ॉर्म में लें</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Field</source>
        <translation>खाना</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+15"/>
        <source>%1 entered %2</source>
        <translation>%1 ने %2 भरा</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s&apos;s entry is in the form (not saved yet): correct the marked fields from the paper sheet, then Save and confirm (Ctrl+Enter).</source>
        <translation>%s की एंट्री फ़ॉर्म में है (अभी सहेजी नहीं गई): चिह्नित खानों को कागज़ की शीट से सुधारें, फिर सहेजें और पुष्टि करें (Ctrl+Enter)।</translation>
    </message>
</context>
<context>
    <name>StandingsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+104"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Add a competition first (Event area).</source>
        <translation>पहले एक प्रतियोगिता जोड़ें (इवेंट भाग)।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 confirmed sheet counted</source>
        <translation>1 पुष्टि की गई शीट गिनी गई</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s confirmed sheets counted</source>
        <translation>%s पुष्टि की गई शीटें गिनी गईं</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/board.py" line="+105"/>
        <source>%s — standings</source>
        <translation>%s — अंक तालिका</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>table %s</source>
        <translation>टेबल %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Find your table — %s, round %d</source>
        <translation>अपनी टेबल खोजें — %s, राउंड %d</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Announcement</source>
        <translation>घोषणा</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Standings board</source>
        <translation>अंक तालिका बोर्ड</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Welcome!</source>
        <translation>स्वागत है!</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+73"/>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-104"/>
        <location filename="../../cardnight_desk/web/words.py" line="+11"/>
        <source>Place</source>
        <translation>स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+5"/>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+35"/>
        <source>Chips</source>
        <translation>चिप्स</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-34"/>
        <source>Master</source>
        <translation>मास्टर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>बोनस</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>जीते</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>पहुँचा राउंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place at table</source>
        <translation>टेबल पर स्थान</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out after deal</source>
        <translation>किस डील के बाद बाहर</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-11"/>
        <source>Team</source>
        <translation>टीम</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+1"/>
        <source>Side</source>
        <translation>पक्ष</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-14"/>
        <location filename="../../cardnight_desk/web/words.py" line="-2"/>
        <source>still in</source>
        <translation>अभी खेल में</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Played</source>
        <translation>खेले</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+34"/>
        <source>Level</source>
        <translation>लेवल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small blind</source>
        <translation>स्मॉल ब्लाइंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big blind</source>
        <translation>बिग ब्लाइंड</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante</source>
        <translation>एंटे</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>मिनट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-up notice</source>
        <translation>कलर-अप सूचना</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="-239"/>
        <source>draft</source>
        <translation>ड्राफ़्ट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed</source>
        <translation>पुष्टि हुई</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <translation>टेबल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet no.</source>
        <translation>शीट नं.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>खेल रहे हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet</source>
        <translation>शीट</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>first entry in</source>
        <translation>पहली एंट्री हो चुकी</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seat %s: %s</source>
        <translation>सीट %s: %s</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/team_form.py" line="+60"/>
        <source>name or player number</source>
        <translation>नाम या खिलाड़ी नंबर</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Register &amp;team</source>
        <translation>टीम का पंजीकरण करें (&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dissolve team…</source>
        <translation>टीम भंग करें (&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name team…</source>
        <translation>टीम का नाम बदलें (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpetition</source>
        <translation>प्रतियोगिता (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team &amp;name</source>
        <translation>टीम का नाम (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player &amp;%d</source>
        <translation>खिलाड़ी &amp;%d</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the new team %s</source>
        <translation>नई टीम %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new team&apos;s players</source>
        <translation>एक नई टीम के खिलाड़ी</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a team competition first (Bhukhar, 28 or Bukharo).</source>
        <translation>पहले एक टीम प्रतियोगिता जोड़ें (Bhukhar, 28 या Bukharo)।</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team &apos;%s&apos; registered in %s: %s.</source>
        <translation>टीम &apos;%s&apos; का %s में पंजीकरण हुआ: %s।</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the team to rename in the list.</source>
        <translation>सूची में वह टीम चुनें जिसका नाम बदलना है।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rename team</source>
        <translation>टीम का नाम बदलें</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s का नया नाम:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%s is now %s.</source>
        <translation>%s अब %s है।</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the team to dissolve in the list.</source>
        <translation>सूची में भंग की जाने वाली टीम चुनें।</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dissolve team</source>
        <translation>टीम भंग करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve team &apos;%s&apos; in %s? Its players stay registered.</source>
        <translation>टीम &apos;%s&apos; को %s में भंग करें? इसके खिलाड़ी पंजीकृत रहेंगे।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve</source>
        <translation>भंग करें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Team &apos;%s&apos; dissolved.</source>
        <translation>टीम &apos;%s&apos; भंग कर दी गई।</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+118"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>टीम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>खिलाड़ी</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+61"/>
        <source>Tournament</source>
        <translation>टूर्नामेंट</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tournament over after %d hands: the final ranking</source>
        <translation>%d हैंड के बाद टूर्नामेंट समाप्त: अंतिम रैंकिंग</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %d of %d — %d left</source>
        <translation>हैंड %d / %d — %d बाकी</translation>
    </message>
</context>
<context>
    <name>TwentyEightForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+32"/>
        <source>cot: took every trick</source>
        <translation>कोट: हर ट्रिक ली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: lost a trick</source>
        <translation>कोट: एक ट्रिक हारी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: surrendered to</source>
        <translation>कोट: सामने वाले पक्ष ने हार मानी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: took every trick</source>
        <translation>काउंटर कोट: हर ट्रिक ली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: lost a trick</source>
        <translation>काउंटर कोट: एक ट्रिक हारी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: surrendered to</source>
        <translation>काउंटर कोट: सामने वाले पक्ष ने हार मानी</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in progress</source>
        <translation>जारी है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level after 12 deals: an extra round of 6 deals is due (TE-7)</source>
        <translation>12 डील के बाद बराबरी: 6 डील का एक अतिरिक्त राउंड खेलना है (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>still level after the extra round: record the coin toss (TE-7)</source>
        <translation>अतिरिक्त राउंड के बाद भी बराबरी: सिक्का उछाल का नतीजा दर्ज करें (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>समाप्त</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+65"/>
        <source>Deal</source>
        <translation>डील</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Bidder</source>
        <translation>बोली लगाने वाला</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deals</source>
        <translation>डील</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid</source>
        <translation>बोली</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cot</source>
        <translation>कोट</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thani won</source>
        <translation>थानी जीती</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by</source>
        <translation>किसने घोषित किया</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>नतीजा</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took every trick</source>
        <translation>हर ट्रिक ली</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost a trick</source>
        <translation>एक ट्रिक हारी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered to</source>
        <translation>सामने वाले पक्ष ने हार मानी</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul by</source>
        <translation>फ़ाउल किसका</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+24"/>
        <source>Running total</source>
        <translation>चालू योग</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;i&gt;Extra round: only when level after 12 deals&lt;/i&gt;</source>
        <translation>&lt;i&gt;अतिरिक्त राउंड: केवल तब, जब 12 डील के बाद बराबरी हो&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+17"/>
        <source>Coin toss won by</source>
        <translation>सिक्का उछाल किसने जीता</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+27"/>
        <source>Bid: 16–28 or t (thani). Result: the bidders&apos; trick points; thani w or l.</source>
        <translation>बोली: 16–28 या t (thani)। परिणाम: बोली लगाने वालों के ट्रिक अंक; thani के लिए w या l।</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="-15"/>
        <source>redeal (no trump, TE-6)</source>
        <translation>दोबारा बँटाई (ट्रंप नहीं, TE-6)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+170"/>
        <source>Not a valid sheet yet: see the notes beside the fields.</source>
        <translation>शीट अभी मान्य नहीं है: फ़ील्ड के पास की टिप्पणियाँ देखें।</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — winner: %s</source>
        <translation> — विजेता: %s</translation>
    </message>
</context>
<context>
    <name>UndoDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="-189"/>
        <source>Undo the last score change</source>
        <translation>आख़िरी स्कोर बदलाव पूर्ववत करें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo “%s” (%s, %s)?
Undoing %s. The history keeps both the change and its undoing.</source>
        <translation>“%s” (%s, %s) पूर्ववत करें?
पूर्ववत करने पर: %s। इतिहास में बदलाव और उसका पूर्ववत होना, दोनों रखे जाते हैं।</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It changes a confirmed result: a judge&apos;s action (EV-4).</source>
        <translation>यह पुष्टि किए गए परिणाम को बदलता है: यह जज का काम है (EV-4)।</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>जज</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>जज PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>कारण</translation>
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
        <translation>आपकी कार्ड नाइट के लिए पंजीकरण, ड्रॉ, स्कोर शीटें, अंक तालिका और प्रिंटआउट।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New event…</source>
        <translation>नया इवेंट (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open event…</source>
        <translation>इवेंट खोलें (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Try the demo night</source>
        <translation>डेमो नाइट आज़माएँ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card night already under way, in a file of its own, to explore safely (judge PIN %s)</source>
        <translation>पहले से चल रही एक कार्ड नाइट, अपनी अलग फ़ाइल में, ताकि आप सुरक्षित रूप से आज़मा सकें (जज PIN %s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start here</source>
        <translation>यहाँ से शुरू करें</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tonight&apos;s card night: its name, its date, and the file that keeps it.</source>
        <translation>आज रात की कार्ड नाइट: उसका नाम, तारीख़, और उसे रखने वाली फ़ाइल।</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An event made before: a file on this computer or a USB stick, or a shared database.</source>
        <translation>पहले बनाया गया इवेंट: इस कंप्यूटर या USB स्टिक पर रखी फ़ाइल, या साझा डेटाबेस।</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recent events</source>
        <translation>हाल के इवेंट</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click one, or press Enter, to open it again.</source>
        <translation>दोबारा खोलने के लिए उस पर डबल-क्लिक करें, या Enter दबाएँ।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None yet: an event you make or open is listed here.</source>
        <translation>अभी कोई नहीं: आप जो इवेंट बनाएँगे या खोलेंगे, वह यहाँ दिखेगा।</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-153"/>
        <source>Withdraw a player</source>
        <translation>खिलाड़ी का नाम वापस लें</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Withdraw</source>
        <translation>नाम वापस लें</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdraw %s (player %d) from:</source>
        <translation>%s (खिलाड़ी %d) का नाम इससे वापस लें:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Competition</source>
        <translation>प्रतियोगिता (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>कारण (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>जज PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s will no longer play in %s.</source>
        <translation>%s अब %s में नहीं खेलेंगे।</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their team &apos;%s&apos; will be dissolved; its other players stay registered.</source>
        <translation>उनकी टीम &apos;%s&apos; भंग कर दी जाएगी; उसके बाकी खिलाड़ी पंजीकृत रहेंगे।</translation>
    </message>
</context>
<context>
    <name>_Task</name>
    <message>
        <location filename="../../cardnight_desk/gui/background.py" line="+39"/>
        <source>something went wrong: %s: %s</source>
        <translation>कुछ गड़बड़ हुई: %s: %s</translation>
    </message>
</context>
<context>
    <name>poker</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/area.py" line="+92"/>
        <source>Open clock &amp;display</source>
        <translation>घड़ी का डिस्प्ले खोलें (&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Competition</source>
        <translation>प्रतियोगिता</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start clock</source>
        <translation>घड़ी शुरू करें (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>रोकें (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>फिर से शुरू करें (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Level back</source>
        <translation>◀ पिछला लेवल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level forward ▶</source>
        <translation>अगला लेवल ▶</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clock</source>
        <translation>घड़ी</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players and tables</source>
        <translation>खिलाड़ी और टेबलें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts and moves</source>
        <translation>बस्ट और सीट बदलाव</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and prizes</source>
        <translation>स्थान और इनाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ब्लाइंड स्ट्रक्चर</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Enter the &amp;registered players</source>
        <translation>पंजीकृत खिलाड़ियों की एंट्री करें (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checked in only</source>
        <translation>केवल चेक-इन वाले</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of a late player</source>
        <translation>देर से आए खिलाड़ी का नाम</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player is seated (ruling PK-2)</source>
        <translation>खिलाड़ी को कब सीट मिलती है (निर्णय PK-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late entry</source>
        <translation>देर से एंट्री (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as few as fit</source>
        <translation>जितनी कम हो सकें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tables: </source>
        <translation>टेबलें: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw the seats</source>
        <translation>सीटों का ड्रॉ निकालें (&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;table</source>
        <translation>एक टेबल खोलें (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another empty table, when late entries fill every seat</source>
        <translation>एक और खाली टेबल, जब देर से आई एंट्री हर सीट भर दें</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Undo the last bust…</source>
        <translation>आख़िरी बस्ट पूर्ववत करें (&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Balance the tables</source>
        <translation>टेबलें संतुलित करें (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables not balanced</source>
        <translation>टेबलें संतुलित नहीं हुईं</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redraw the &amp;final table…</source>
        <translation>फ़ाइनल टेबल का ड्रॉ दोबारा निकालें (&amp;F)…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Add a poker competition in the Event area to run a freezeout here.</source>
        <translation>यहाँ फ़्रीज़आउट चलाने के लिए इवेंट भाग में एक पोकर प्रतियोगिता जोड़ें।</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%d entered, %d still in. Structure: %s</source>
        <translation>%d की एंट्री, %d अभी खेल में। स्ट्रक्चर: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seat draw seed %d</source>
        <translation>सीट ड्रॉ सीड %d</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Prizes (PK-6): %s. Pool %s.</source>
        <translation>इनाम (PK-6): %s। इनामी राशि %s।</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>by the clock</source>
        <translation>घड़ी के अनुसार</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+37"/>
        <location filename="../../cardnight_desk/web/words.py" line="+21"/>
        <source>Break</source>
        <translation>ब्रेक</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Level %d</source>
        <translation>स्तर %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> — paused</source>
        <translation> — रुका हुआ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — not started</source>
        <translation> — शुरू नहीं हुआ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Players not entered</source>
        <translation>खिलाड़ियों की एंट्री नहीं हुई</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Late entry refused</source>
        <translation>देर से एंट्री अस्वीकार</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats not drawn</source>
        <translation>सीटों का ड्रॉ नहीं निकला</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table not opened</source>
        <translation>टेबल नहीं खुली</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bust not entered</source>
        <translation>बस्ट दर्ज नहीं हुआ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bust not recorded</source>
        <translation>बस्ट दर्ज नहीं हुआ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s leaves and forfeits: placed as out now (PK-5)?</source>
        <translation>%s जा रहे हैं और खेल छोड़ रहे हैं: उन्हें अभी बाहर हुआ मानें (PK-5)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player leaves</source>
        <translation>खिलाड़ी जा रहा है</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not entered</source>
        <translation>दर्ज नहीं हुआ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undo the last bust</source>
        <translation>आख़िरी बस्ट पूर्ववत करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %s back in the tournament?</source>
        <translation>%s को टूर्नामेंट में वापस लाएँ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bust not undone</source>
        <translation>बस्ट पूर्ववत नहीं हुआ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redraw every player left into one table, with a new button?</source>
        <translation>बचे हुए सभी खिलाड़ियों का नए डीलर बटन के साथ एक टेबल में दोबारा ड्रॉ निकालें?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table</source>
        <translation>फ़ाइनल टेबल</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table not drawn</source>
        <translation>फ़ाइनल टेबल का ड्रॉ नहीं निकला</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Structure not changed</source>
        <translation>स्ट्रक्चर नहीं बदला</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/bust_form.py" line="+37"/>
        <location line="+55"/>
        <source>not given</source>
        <translation>नहीं दिया</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>The hand number; needed when several players go out in one hand (PK-5)</source>
        <translation>हैंड नंबर; तब ज़रूरी, जब एक ही हैंड में कई खिलाड़ी बाहर हों (PK-5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player out</source>
        <translation>बाहर हुआ खिलाड़ी</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>हैंड की शुरुआत में चिप्स</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player out in this &amp;hand</source>
        <translation>इस हैंड में एक और खिलाड़ी बाहर (&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player fewer</source>
        <translation>एक खिलाड़ी कम</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Out</source>
        <translation>बाहर (&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &amp;leaves (forfeits)</source>
        <translation>खिलाड़ी जा रहा है (खेल छोड़ता है) (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>the bust of %s, not entered</source>
        <translation>%s का बाहर होना, दर्ज नहीं हुआ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/clock_display.py" line="+52"/>
        <source>Poker clock — %s</source>
        <translation>पोकर घड़ी — %s</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>BREAK</source>
        <translation>ब्रेक</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LEVEL %d</source>
        <translation>लेवल %d</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NOT STARTED</source>
        <translation>शुरू नहीं हुआ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>रुका हुआ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LAST LEVEL</source>
        <translation>आख़िरी लेवल</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play resumes</source>
        <translation>खेल फिर शुरू</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next: level %d  %s</source>
        <translation>अगला: लेवल %d  %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last level</source>
        <translation>आख़िरी लेवल</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break in %s</source>
        <translation>%s में ब्रेक</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players %d / %d</source>
        <translation>खिलाड़ी %d / %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average %s</source>
        <translation>औसत %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips %s</source>
        <translation>चिप्स %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level: %s</source>
        <translation>अगला लेवल: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late entry open — closes in %s</source>
        <translation>देर से एंट्री खुली — %s में बंद होगी</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Late entry open</source>
        <translation>देर से एंट्री खुली</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late entry closed</source>
        <translation>देर से एंट्री बंद</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-23"/>
        <source>out</source>
        <translation>बाहर</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in</source>
        <translation>खेल में</translation>
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
        <translation>D: डीलर बटन। BB: अगले हैंड का बिग ब्लाइंड, संतुलन के समय सबसे पहले हटने वाला (PK-4)।</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>left, forfeited (PK-5)</source>
        <translation>चले गए, खेल छोड़ा (PK-5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="+78"/>
        <location line="+1"/>
        <source>table %s seat %d</source>
        <translation>टेबल %s सीट %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="-34"/>
        <source> (hand %d)</source>
        <translation> (हैंड %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: %s</source>
        <translation>बाहर: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left: %s</source>
        <translation>चले गए: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody moves</source>
        <translation>किसी की सीट नहीं बदलती</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%d moves</source>
        <translation>%d सीट बदलाव</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 move</source>
        <translation>1 सीट बदलाव</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tables broken: %s</source>
        <translation>तोड़ी गई टेबलें: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer button: table %s seat %d</source>
        <translation>डीलर बटन: टेबल %s सीट %d</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seed %d (the draw can be repeated)</source>
        <translation>सीड %d (ड्रॉ दोहराया जा सकता है)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Seat moves</source>
        <translation>सीट बदलाव</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+32"/>
        <source>No moves yet.</source>
        <translation>अभी कोई सीट बदलाव नहीं।</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Print moves…</source>
        <translation>सीट बदलाव प्रिंट करें (&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save moves as P&amp;DF…</source>
        <translation>सीट बदलाव PDF के रूप में सहेजें (&amp;D)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save moves as PDF</source>
        <translation>सीट बदलाव PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="+109"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF फ़ाइलें (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+80"/>
        <source>write the late-entry schedule as &apos;entry point: chips off&apos;, e.g. &apos;1: 0, 2: 100&apos;</source>
        <translation>देर से एंट्री की सूची &apos;एंट्री बिंदु: घटाए गए चिप्स&apos; के रूप में लिखें, जैसे &apos;1: 0, 2: 100&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Entry point: chips off the starting stack (ruling PK-2)</source>
        <translation>एंट्री बिंदु: शुरुआती स्टैक से घटाए गए चिप्स (निर्णय PK-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>शीर्षक</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late entry (PK-2)</source>
        <translation>देर से एंट्री (PK-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add &amp;level</source>
        <translation>लेवल जोड़ें (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;break</source>
        <translation>ब्रेक जोड़ें (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the shipped structure</source>
        <translation>साथ आया स्ट्रक्चर इस्तेमाल करें</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save structure</source>
        <translation>स्ट्रक्चर सहेजें (&amp;S)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edited for this competition (kept in the event).</source>
        <translation>इस प्रतियोगिता के लिए बदला गया (इवेंट में सुरक्षित)।</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shipped structure &apos;%s&apos;. Saving keeps your edit with this competition.</source>
        <translation>साथ आया स्ट्रक्चर &apos;%s&apos;। सहेजने पर आपका बदलाव इस प्रतियोगिता के साथ रखा जाएगा।</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>row %d</source>
        <translation>पंक्ति %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/text.py" line="+41"/>
        <source> ante %s</source>
        <translation> एंटे %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>before level %s</source>
        <translation>लेवल %s से पहले</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %s</source>
        <translation>लेवल %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>table broken</source>
        <translation>टेबल तोड़ी गई</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing</source>
        <translation>संतुलन</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final table</source>
        <translation>फ़ाइनल टेबल</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>after the bust</source>
        <translation>बस्ट के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after a player left</source>
        <translation>किसी खिलाड़ी के जाने के बाद</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing the tables</source>
        <translation>टेबलें संतुलित करना</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final-table redraw</source>
        <translation>फ़ाइनल टेबल का दोबारा ड्रॉ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>place %d</source>
        <translation>स्थान %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%dst</source>
        <translation>स्थान %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%dnd</source>
        <translation>स्थान %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%drd</source>
        <translation>स्थान %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%dth</source>
        <translation>स्थान %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="-73"/>
        <source>Entry &amp;links…</source>
        <translation>एंट्री लिंक… (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seated player&apos;s link for reporting busts</source>
        <translation>बस्ट रिपोर्ट करने के लिए हर बैठे खिलाड़ी का लिंक</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print table &amp;cards…</source>
        <translation>टेबल कार्ड प्रिंट करें (&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card per table, with each seated player&apos;s code for their link (PDF)</source>
        <translation>हर टेबल का एक कार्ड, हर बैठे खिलाड़ी के लिंक के कोड के साथ (PDF)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No entry links</source>
        <translation>कोई एंट्री लिंक नहीं</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry links: %s</source>
        <translation>एंट्री लिंक: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save table cards as PDF</source>
        <translation>टेबल कार्ड PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table cards not printed</source>
        <translation>टेबल कार्ड प्रिंट नहीं हुए</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_reports.py" line="+40"/>
        <source>%s out in hand %d</source>
        <translation>%s हैंड %d में बाहर</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s out</source>
        <translation>%s बाहर</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%s chips at its start)</source>
        <translation> (शुरुआत में %s चिप्स)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>agreed by %s</source>
        <translation>%s सहमत</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reports differ</source>
        <translation>रिपोर्टें अलग हैं</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for a second player</source>
        <translation>दूसरे खिलाड़ी का इंतज़ार</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the tables</source>
        <translation>टेबलों से</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table %s: %s</source>
        <translation>टेबल %s: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    %s: %s — from %s at %s</source>
        <translation>    %s: %s — %s से, %s पर</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Record this bust</source>
        <translation>यह बस्ट दर्ज करें</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the bust agreed at table %s</source>
        <translation>टेबल %s पर सहमत बस्ट दर्ज करें</translation>
    </message>
</context>
</TS>
