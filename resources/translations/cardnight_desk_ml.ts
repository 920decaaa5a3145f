<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ml_IN" sourcelanguage="en">
<context>
    <name>Baccarat</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/words.py" line="+25"/>
        <source>Player</source>
        <translation>പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>ബാങ്കർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Tie</source>
        <translation>ടൈ</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Player Pair</source>
        <translation>പ്ലെയർ പെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>ബാങ്കർ പെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Player</source>
        <translation>ഡ്രാഗൺ ബോണസ് പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus Banker</source>
        <translation>ഡ്രാഗൺ ബോണസ് ബാങ്കർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ഡ്രാഗൺ 7</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wins</source>
        <translation>ജയിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push</source>
        <translation>പുഷ് (തുക തിരികെ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses</source>
        <translation>തോൽക്കുന്നു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mini-Baccarat</source>
        <translation>മിനി-ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi-Baccarat</source>
        <translation>മിഡി-ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Commission Baccarat</source>
        <translation>കമ്മീഷൻ ഇല്ലാത്ത ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player wins</source>
        <translation>പ്ലെയർ ജയിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker wins</source>
        <translation>ബാങ്കർ ജയിച്ചു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table has seats 1 to %d; choose a seated player.</source>
        <translation>ടേബിളിൽ 1 മുതൽ %d വരെ സീറ്റുകളുണ്ട്; ഇരിക്കുന്ന ഒരു കളിക്കാരനെ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is taken.</source>
        <translation>ആ സീറ്റിൽ ഇതിനകം ആളുണ്ട്.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat has bets down: withdraw them (or settle the hand) first.</source>
        <translation>ഈ സീറ്റിൽ ബെറ്റുകൾ വെച്ചിട്ടുണ്ട്: ആദ്യം അവ പിൻവലിക്കുക (അല്ലെങ്കിൽ ഹാൻഡ് തീർപ്പാക്കുക).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bets are closed: the first card of the hand is out.</source>
        <translation>ബെറ്റുകൾ അവസാനിച്ചു: ഈ ഹാൻഡിലെ ആദ്യ കാർഡ് ഇറങ്ങിക്കഴിഞ്ഞു.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This variant does not offer that bet (ruling BAC-2).</source>
        <translation>ഈ വകഭേദത്തിൽ ആ ബെറ്റ് ഇല്ല (റൂളിംഗ് BAC-2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a stake above 0, in whole cents (e.g. 25 or 12.50).</source>
        <translation>0-ൽ കൂടുതലുള്ള ഒരു തുക മുഴുവൻ സെന്റുകളിൽ ടൈപ്പ് ചെയ്യുക (ഉദാ. 25 അല്ലെങ്കിൽ 12.50).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat does not have the chips for that stake.</source>
        <translation>ആ തുകയ്ക്കുള്ള ചിപ്പുകൾ ഈ സീറ്റിൽ ഇല്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a bet in the list first.</source>
        <translation>ആദ്യം പട്ടികയിൽ നിന്ന് ഒരു ബെറ്റ് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There are no jokers in the shoe (ruling BAC-3).</source>
        <translation>ഷൂവിൽ ജോക്കറുകൾ ഇല്ല (റൂളിംഗ് BAC-3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shoe does not hold that many copies of this card (ruling BAC-3).</source>
        <translation>ഈ കാർഡിന്റെ അത്രയും പകർപ്പുകൾ ഷൂവിൽ ഇല്ല (റൂളിംഗ് BAC-3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is complete: the third-card rule deals no more cards (ruling BAC-1).</source>
        <translation>ഹാൻഡ് പൂർത്തിയായി: മൂന്നാം-കാർഡ് നിയമപ്രകാരം ഇനി കാർഡുകൾ നൽകില്ല (റൂളിംഗ് BAC-1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is not finished: the dealer still has a card to deal.</source>
        <translation>ഹാൻഡ് തീർന്നിട്ടില്ല: ഡീലർക്ക് ഇനിയും ഒരു കാർഡ് നൽകാനുണ്ട്.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of this hand has been dealt yet.</source>
        <translation>ഈ ഹാൻഡിലെ ഒരു കാർഡും ഇതുവരെ നൽകിയിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tournament is over: all its hands have been played.</source>
        <translation>ടൂർണമെന്റ് അവസാനിച്ചു: എല്ലാ ഹാൻഡുകളും കളിച്ചുകഴിഞ്ഞു.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a card: type rank then suit, e.g. 10H, QS, AD.</source>
        <translation>ഇതൊരു കാർഡല്ല: ആദ്യം റാങ്ക്, പിന്നെ സൂട്ട് ടൈപ്പ് ചെയ്യുക, ഉദാ. 10H, QS, AD.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seat needs a player&apos;s name.</source>
        <translation>സീറ്റിന് ഒരു കളിക്കാരന്റെ പേര് വേണം.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player already has a seat at the table.</source>
        <translation>ആ കളിക്കാരന് ടേബിളിൽ ഇതിനകം സീറ്റുണ്ട്.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ചിപ്പുകൾ 0 അല്ലെങ്കിൽ അതിൽ കൂടുതലുള്ള തുകയാണ്, മുഴുവൻ സെന്റുകളിൽ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next card</source>
        <translation>അടുത്ത കാർഡ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player&apos;s first card</source>
        <translation>പ്ലെയറുടെ ആദ്യ കാർഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s first card</source>
        <translation>ബാങ്കറുടെ ആദ്യ കാർഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s second card</source>
        <translation>പ്ലെയറുടെ രണ്ടാം കാർഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker&apos;s second card</source>
        <translation>ബാങ്കറുടെ രണ്ടാം കാർഡ്</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Card %d of the opening deal: Player, Banker, Player, Banker (ruling BAC-1).</source>
        <translation>ആദ്യ ഡീലിലെ %d-ാം കാർഡ്: പ്ലെയർ, ബാങ്കർ, പ്ലെയർ, ബാങ്കർ (റൂളിംഗ് BAC-1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player draws a third card</source>
        <translation>പ്ലെയർ മൂന്നാം കാർഡ് എടുക്കുന്നു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player has %d: draws on 0 to 5.</source>
        <translation>പ്ലെയർക്ക് %d: 0 മുതൽ 5 വരെയെങ്കിൽ കാർഡ് എടുക്കും.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <source>Banker draws a third card</source>
        <translation>ബാങ്കർ മൂന്നാം കാർഡ് എടുക്കുന്നു</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Player stands on %d; Banker has %d: draws on 0 to 5.</source>
        <translation>പ്ലെയർ %d-ൽ നിൽക്കുന്നു; ബാങ്കർക്ക് %d: 0 മുതൽ 5 വരെയെങ്കിൽ കാർഡ് എടുക്കും.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says draw.</source>
        <translation>ബാങ്കർക്ക് %d, പ്ലെയറുടെ മൂന്നാം കാർഡ് %d: പട്ടിക പ്രകാരം കാർഡ് എടുക്കണം.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand complete</source>
        <translation>ഹാൻഡ് പൂർത്തിയായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s, %d to %d. Settle the bets.</source>
        <translation>%s, %d - %d. ബെറ്റുകൾ തീർപ്പാക്കുക.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tie on %d. Settle the bets.</source>
        <translation>%d-ൽ ടൈ. ബെറ്റുകൾ തീർപ്പാക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Natural — hand complete</source>
        <translation>നാച്ചുറൽ — ഹാൻഡ് പൂർത്തിയായി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A natural: neither hand draws. </source>
        <translation>നാച്ചുറൽ: രണ്ട് ഹാൻഡും കാർഡ് എടുക്കില്ല. </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Banker stands — hand complete</source>
        <translation>ബാങ്കർ നിൽക്കുന്നു — ഹാൻഡ് പൂർത്തിയായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker has %d and the Player&apos;s third card is a %d: the table says stand. </source>
        <translation>ബാങ്കർക്ക് %d, പ്ലെയറുടെ മൂന്നാം കാർഡ് %d: പട്ടിക പ്രകാരം നിൽക്കണം. </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both stand — hand complete</source>
        <translation>രണ്ടുപേരും നിൽക്കുന്നു — ഹാൻഡ് പൂർത്തിയായി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %d, Banker %d: both stand. </source>
        <translation>പ്ലെയർ %d, ബാങ്കർ %d: രണ്ടുപേരും നിൽക്കുന്നു. </translation>
    </message>
</context>
<context>
    <name>BaccaratArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/area.py" line="+52"/>
        <source>the card %s, typed and not dealt</source>
        <translation>%s എന്ന ചീട്ട്, ടൈപ്പ് ചെയ്തു, ഇറക്കിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a stake of %s, typed and not placed</source>
        <translation>%s എന്ന പന്തയം, ടൈപ്പ് ചെയ്തു, വെച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Co&amp;mpetition</source>
        <translation>മത്സരം (&amp;M)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>This event has no baccarat competition yet. Add one in the Event tab (Add competition…, game “Baccarat fun table”): its settings give the variant, the packs in the shoe, the starting chips and the tournament&apos;s number of hands.</source>
        <translation>ഈ ഇവന്റിൽ ഇതുവരെ ബക്കാരാറ്റ് മത്സരമില്ല. ഇവന്റ് ടാബിൽ ഒന്ന് ചേർക്കുക (മത്സരം ചേർക്കുക…, ഗെയിം “ബക്കാരാറ്റ് ഫൺ ടേബിൾ”): അതിന്റെ ക്രമീകരണങ്ങളിൽ വകഭേദം, ഷൂവിലെ പാക്കുകൾ, തുടക്കത്തിലെ ചിപ്പുകൾ, ടൂർണമെന്റിലെ ഹാൻഡുകളുടെ എണ്ണം എന്നിവ നൽകാം.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%s, %d packs in the shoe · hands played: %d</source>
        <translation>%s, ഷൂവിൽ %d പാക്കുകൾ · കളിച്ച ഹാൻഡുകൾ: %d</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Nothing was saved: %s</source>
        <translation>ഒന്നും സേവ് ചെയ്തില്ല: %s</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%s takes seat %d.</source>
        <translation>%s സീറ്റ് %d-ൽ ഇരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Remove seat</source>
        <translation>സീറ്റ് നീക്കം ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s leaves seat %d with %s chips. Remove the seat?</source>
        <translation>%s സീറ്റ് %d വിടുന്നു, %s ചിപ്പുകളുമായി. സീറ്റ് നീക്കം ചെയ്യണോ?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%s left seat %d with %s chips.</source>
        <translation>%s സീറ്റ് %d വിട്ടു, %s ചിപ്പുകളുമായി.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%s taken back.</source>
        <translation>%s തിരിച്ചെടുത്തു.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hand %d settled: %s; %d bets settled.</source>
        <translation>ഹാൻഡ് %d തീർപ്പാക്കി: %s; %d ബെറ്റുകൾ തീർപ്പാക്കി.</translation>
    </message>
</context>
<context>
    <name>BaccaratSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/baccarat/description.py" line="+30"/>
        <source>Player</source>
        <translation>പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker</source>
        <translation>ബാങ്കർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie</source>
        <translation>ടൈ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player Pair</source>
        <translation>പ്ലെയർ പെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banker Pair</source>
        <translation>ബാങ്കർ പെയർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Player</source>
        <translation>പ്ലെയറിൽ ഡ്രാഗൺ ബോണസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon Bonus on the Banker</source>
        <translation>ബാങ്കറിൽ ഡ്രാഗൺ ബോണസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dragon 7</source>
        <translation>ഡ്രാഗൺ 7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bets</source>
        <translation>ബെറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet on</source>
        <translation>ബെറ്റ് ഇതിൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stake</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Variant</source>
        <translation>വകഭേദം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards in dealing order</source>
        <translation>വിതരണ ക്രമത്തിലുള്ള കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Packs in the shoe</source>
        <translation>ഷൂവിലെ പാക്കുകൾ</translation>
    </message>
</context>
<context>
    <name>BetsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+60"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>ബെറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>തുക</translation>
    </message>
</context>
<context>
    <name>BetsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/bets.py" line="+35"/>
        <source>Bets</source>
        <translation>ബെറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 25 or 12.50</source>
        <translation>ഉദാ. 25 അല്ലെങ്കിൽ 12.50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place bet</source>
        <translation>ബെറ്റ് വെക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sea&amp;t</source>
        <translation>സീറ്റ് (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bet on</source>
        <translation>ബെറ്റ് ഇതിൽ (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sta&amp;ke</source>
        <translation>തുക (&amp;K)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Withdraw bet</source>
        <translation>ബെറ്റ് പിൻവലിക്കുക (&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete in the list does the same</source>
        <translation>പട്ടികയിൽ Delete അമർത്തിയാലും ഇതുതന്നെ</translation>
    </message>
</context>
<context>
    <name>BhukharForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bhukhar/description.py" line="+36"/>
        <source>Licence displayed</source>
        <translation>ലൈസൻസ് കാണിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence first</source>
        <translation>ആദ്യം ലൈസൻസ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Took the Bhukhar</source>
        <translation>ഭുഖർ എടുത്തു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed the game</source>
        <translation>കളി അവസാനിപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gave a Natodiu</source>
        <translation>Natodiu നൽകി</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Closed at seven cards</source>
        <translation>ഏഴ് കാർഡിൽ കളി അവസാനിപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sequences</source>
        <translation>സീക്വൻസുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 8 to ace</source>
        <translation>8 മുതൽ എയ്സ് വരെയുള്ള സെറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets of 2 to 7</source>
        <translation>2 മുതൽ 7 വരെയുള്ള സെറ്റുകൾ</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Cards on the table</source>
        <translation>ടേബിളിലെ കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low (2–7)</source>
        <translation>താഴ്ന്നവ (2–7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High (8–A)</source>
        <translation>ഉയർന്നവ (8–A)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards in hand</source>
        <translation>കയ്യിലെ കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game ended by</source>
        <translation>കളി അവസാനിച്ചത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed by a team</source>
        <translation>ഒരു ടീം അവസാനിപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>സ്റ്റോക്ക് തീർന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>സമയം കഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties written on the sheet (rule 19)</source>
        <translation>ഷീറ്റിൽ എഴുതിയ പെനാൽറ്റികൾ (നിയമം 19)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>ടീം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>പോയിന്റുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>നിയമം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>കുറിപ്പ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a penalty &amp;line</source>
        <translation>ഒരു പെനാൽറ്റി വരി ചേർക്കുക (&amp;L)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>rule, e.g. 19.3</source>
        <translation>നിയമം, ഉദാ. 19.3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note</source>
        <translation>കുറിപ്പ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove</source>
        <translation>നീക്കം ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s · Master %s · Bonus %s</source>
        <translation>സ്കോർ %s · മാസ്റ്റർ %s · ബോണസ് %s</translation>
    </message>
</context>
<context>
    <name>BoardCorner</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/board_corner.py" line="+25"/>
        <source>Your table on your phone</source>
        <translation>നിങ്ങളുടെ ടേബിൾ നിങ്ങളുടെ ഫോണിൽ</translation>
    </message>
</context>
<context>
    <name>BukharoForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/bukharo/description.py" line="+28"/>
        <source>Passport on the table</source>
        <translation>ടേബിളിൽ പാസ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Seven-card groups</source>
        <translation>ഏഴ്-കാർഡ് ഗ്രൂപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sequences without a trump</source>
        <translation>ട്രംപ് ഇല്ലാത്ത സീക്വൻസുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequences with a trump</source>
        <translation>ട്രംപ് ഉള്ള സീക്വൻസുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets</source>
        <translation>സെറ്റുകൾ</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Cards in other open groups</source>
        <translation>മറ്റ് തുറന്ന ഗ്രൂപ്പുകളിലെ കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Low (2–7)</source>
        <translation>താഴ്ന്നവ (2–7)</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>High (8–K)</source>
        <translation>ഉയർന്നവ (8–K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces</source>
        <translation>എയ്സുകൾ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Trumps (2s as jokers)</source>
        <translation>ട്രംപുകൾ (2-കൾ ജോക്കറായി)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Cards in hand</source>
        <translation>കയ്യിലെ കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Low (3–7)</source>
        <translation>താഴ്ന്നവ (3–7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2s (trumps)</source>
        <translation>2-കൾ (ട്രംപുകൾ)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bukharos</source>
        <translation>ബുഖാരോകൾ</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>First Bukharo</source>
        <translation>ആദ്യ ബുഖാരോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second Bukharo</source>
        <translation>രണ്ടാം ബുഖാരോ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game ended by</source>
        <translation>കളി അവസാനിച്ചത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>second Bukharo</source>
        <translation>രണ്ടാം ബുഖാരോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock ran out</source>
        <translation>സ്റ്റോക്ക് തീർന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time called</source>
        <translation>സമയം കഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %s</source>
        <translation>സ്കോർ %s</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="+102"/>
        <source>Type a name or scan a badge, then Enter</source>
        <translation>ഒരു പേര് ടൈപ്പ് ചെയ്യുക അല്ലെങ്കിൽ ബാഡ്ജ് സ്കാൻ ചെയ്യുക, എന്നിട്ട് Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Undo a check-in…</source>
        <translation>ഒരു ചെക്ക്-ഇൻ പഴയപടിയാക്കുക (&amp;U)…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Checked in: %d of %d players</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തവർ: %d / %d കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players matching what you typed: Enter or a double-click checks one in.</source>
        <translation>നിങ്ങൾ ടൈപ്പ് ചെയ്തതുമായി യോജിക്കുന്ന കളിക്കാർ: Enter അല്ലെങ്കിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്ത് ചെക്ക്-ഇൻ ചെയ്യാം.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The latest check-ins, newest first: choose one to undo it.</source>
        <translation>ഏറ്റവും പുതിയ ചെക്ക്-ഇന്നുകൾ, പുതിയത് ആദ്യം: റദ്ദാക്കാൻ ഒന്ന് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is checked in yet. Type a name or scan a badge above.</source>
        <translation>ഇതുവരെ ആരും ചെക്ക്-ഇൻ ചെയ്തിട്ടില്ല. മുകളിൽ ഒരു പേര് ടൈപ്പ് ചെയ്യുക അല്ലെങ്കിൽ ബാഡ്ജ് സ്കാൻ ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%s (player %d) was already checked in at %s.</source>
        <translation>%s (കളിക്കാരൻ %d) %s-ന് ഇതിനകം ചെക്ക്-ഇൻ ചെയ്തിട്ടുണ്ട്.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ %s (player %d) checked in — %s.</source>
        <translation>✓ %s (കളിക്കാരൻ %d) ചെക്ക്-ഇൻ ചെയ്തു — %s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late for %s: tell the draw desk.</source>
        <translation>%s-ന് വൈകി: ഡ്രോ ഡെസ്കിനെ അറിയിക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not admitted: %s</source>
        <translation>പ്രവേശനം ഇല്ല: %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Find the checked-in player first (type the name or number).</source>
        <translation>ആദ്യം ചെക്ക്-ഇൻ ചെയ്ത കളിക്കാരനെ കണ്ടെത്തുക (പേരോ നമ്പറോ ടൈപ്പ് ചെയ്യുക).</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Undo check-in</source>
        <translation>ചെക്ക്-ഇൻ പഴയപടിയാക്കുക</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Take back the check-in of %s (player %d)?</source>
        <translation>%s (കളിക്കാരൻ %d)-ന്റെ ചെക്ക്-ഇൻ പിൻവലിക്കണോ?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The check-in of %s was taken back.</source>
        <translation>%s-ന്റെ ചെക്ക്-ഇൻ പിൻവലിച്ചു.</translation>
    </message>
</context>
<context>
    <name>ColumnsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/columns.py" line="+82"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;ഫലം&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+116"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+199"/>
        <source>Not a valid sheet yet: see the notes at the foot of the form (fields framed in red).</source>
        <translation>ഷീറ്റ് ഇതുവരെ ശരിയല്ല: ഫോമിന്റെ താഴെയുള്ള കുറിപ്പുകൾ കാണുക (ചുവന്ന ചട്ടമുള്ള കളങ്ങൾ).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+8"/>
        <source>A tie.</source>
        <translation>സമനില.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/sheet_forms/layout.py" line="+2"/>
        <source>Winner: %s</source>
        <translation>വിജയി: %s</translation>
    </message>
</context>
<context>
    <name>CompetitionChecks</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="+92"/>
        <source>%s  — full (EV-2)</source>
        <translation>%s  — നിറഞ്ഞു (EV-2)</translation>
    </message>
</context>
<context>
    <name>CompetitionDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+35"/>
        <source>Add competition</source>
        <translation>മത്സരം ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Name</source>
        <translation>പേര് (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>ഗെയിം (&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settings (the defaults follow the rules handed out):</source>
        <translation>ക്രമീകരണങ്ങൾ (സ്ഥിരമൂല്യങ്ങൾ വിതരണം ചെയ്ത നിയമങ്ങൾ പിന്തുടരുന്നു):</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="+114"/>
        <source>none</source>
        <translation>ഒന്നുമില്ല</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event/competition_dialog.py" line="+26"/>
        <source>Give the competition a name.</source>
        <translation>മത്സരത്തിന് ഒരു പേര് നൽകുക.</translation>
    </message>
</context>
<context>
    <name>CompetitionsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+44"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ഗെയിം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>ക്രമീകരണങ്ങൾ</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/conflict.py" line="+30"/>
        <source>(nothing stored)</source>
        <translation>(ഒന്നും സൂക്ഷിച്ചിട്ടില്ല)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The sheet was changed at another desk</source>
        <translation>ഈ ഷീറ്റ് മറ്റൊരു ഡെസ്കിൽ മാറ്റിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. Choose which version to keep; nothing is saved until you do.</source>
        <translation>. ഏത് പതിപ്പ് നിലനിർത്തണമെന്ന് തിരഞ്ഞെടുക്കുക; അതുവരെ ഒന്നും സേവ് ചെയ്യില്ല.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>yours</source>
        <translation>നിങ്ങളുടേത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>theirs</source>
        <translation>അവരുടേത്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Yours (in the form)&lt;/b&gt;</source>
        <translation>&lt;b&gt;നിങ്ങളുടേത് (ഫോമിൽ)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Theirs (stored now)&lt;/b&gt;</source>
        <translation>&lt;b&gt;അവരുടേത് (ഇപ്പോൾ സൂക്ഷിച്ചത്)&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save &amp;mine over theirs</source>
        <translation>അവരുടേതിന് പകരം എന്റേത് സേവ് ചെയ്യുക (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take &amp;theirs into the form</source>
        <translation>അവരുടേത് ഫോമിലേക്ക് എടുക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep editing</source>
        <translation>എഡിറ്റിംഗ് തുടരുക (&amp;K)</translation>
    </message>
</context>
<context>
    <name>CountsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+225"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ഗെയിം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ടീമുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>എത്തിയവർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries / capacity</source>
        <translation>എൻട്രികൾ / പരമാവധി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline</source>
        <translation>അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no limit</source>
        <translation>പരിധിയില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s teams</source>
        <translation>%s / %s ടീമുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s / %s players</source>
        <translation>%s / %s കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — full (EV-2)</source>
        <translation> — നിറഞ്ഞു (EV-2)</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <location filename="../../cardnight_desk/gui/crash_guard.py" line="+71"/>
        <source>Not saved: %s.</source>
        <translation>സേവ് ചെയ്തില്ല: %s.</translation>
    </message>
</context>
<context>
    <name>DealingPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/dealing.py" line="+38"/>
        <source>The deal</source>
        <translation>ഡീൽ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a card (10H) + Enter, or a whole hand: 4S KD AC 6H</source>
        <translation>ഒരു കാർഡ് (10H) + Enter, അല്ലെങ്കിൽ മുഴുവൻ ഹാൻഡ്: 4S KD AC 6H</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Card</source>
        <translation>കാർഡ് (&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>ഡീൽ ചെയ്യുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Undo last card</source>
        <translation>അവസാന കാർഡ് പഴയപടിയാക്കുക (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace in the empty card field does the same</source>
        <translation>ഒഴിഞ്ഞ കാർഡ് ഫീൽഡിൽ Backspace അമർത്തിയാലും ഇതുതന്നെ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settle hand</source>
        <translation>ഹാൻഡ് തീർപ്പാക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tournament over</source>
        <translation>ടൂർണമെന്റ് അവസാനിച്ചു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All the tournament&apos;s hands have been played.</source>
        <translation>ടൂർണമെന്റിലെ എല്ലാ ഹാൻഡുകളും കളിച്ചുകഴിഞ്ഞു.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Banker</source>
        <translation>ബാങ്കർ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s (seat %d)</source>
        <translation>%s (സീറ്റ് %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Midi: the Player cards go to %s, the Banker cards to %s.</source>
        <translation>മിഡി: പ്ലെയർ കാർഡുകൾ %s-നും ബാങ്കർ കാർഡുകൾ %s-നും.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settle the hand (Alt+S) before the next one.</source>
        <translation>അടുത്തതിന് മുമ്പ് ഈ ഹാൻഡ് തീർപ്പാക്കുക (Alt+S).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Click a rank first, then its suit.</source>
        <translation>ആദ്യം ഒരു റാങ്കിൽ ക്ലിക്ക് ചെയ്യുക, പിന്നെ അതിന്റെ സൂട്ടിൽ.</translation>
    </message>
</context>
<context>
    <name>DisplaysArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/area.py" line="+51"/>
        <source>Displays for a second screen</source>
        <translation>രണ്ടാം സ്ക്രീനിനുള്ള ഡിസ്‌പ്ലേകൾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s a page</source>
        <translation> സെക്കൻഡിൽ ഒരു പേജ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Screen</source>
        <translation>സ്ക്രീൻ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board pages change every</source>
        <translation>ബോർഡിലെ പേജുകൾ മാറുന്നത് ഓരോ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open the &amp;standings board</source>
        <translation>സ്റ്റാൻഡിംഗ്സ് ബോർഡ് തുറക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the board</source>
        <translation>ബോർഡ് അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an announcement for the board, then Enter</source>
        <translation>ബോർഡിനുള്ള ഒരു അറിയിപ്പ്, എന്നിട്ട് Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add</source>
        <translation>ചേർക്കുക (&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>നീക്കം ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Announcements</source>
        <translation>അറിയിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No announcements yet. Type one above (&quot;Round 3 starts at 8:15&quot;, &quot;Dinner is served&quot;) and press Enter: the standings board shows each on a page of its own, between the standings and the seating, until it is removed here.</source>
        <translation>ഇതുവരെ അറിയിപ്പുകളൊന്നുമില്ല. മുകളിൽ ഒന്ന് ടൈപ്പ് ചെയ്യുക (&quot;റൗണ്ട് 3 8:15-ന് തുടങ്ങും&quot;, &quot;ഭക്ഷണം തയ്യാർ&quot;) എന്നിട്ട് Enter അമർത്തുക: സ്റ്റാൻഡിംഗ്സ് ബോർഡ് ഓരോ അറിയിപ്പും സ്റ്റാൻഡിംഗ്സിനും സീറ്റിംഗിനും ഇടയിൽ സ്വന്തം പേജിൽ കാണിക്കും, ഇവിടെ നിന്ന് നീക്കം ചെയ്യുന്നതുവരെ.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Screen %1: %2 (%3)</source>
        <translation>സ്ക്രീൻ %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Screen %1 (%2)</source>
        <translation>സ്ക്രീൻ %1 (%2)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>the announcement “%s”, typed and not put up</source>
        <translation>“%s” എന്ന അറിയിപ്പ്, ടൈപ്പ് ചെയ്തു, പ്രദർശിപ്പിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Announcement not kept</source>
        <translation>അറിയിപ്പ് സൂക്ഷിച്ചില്ല</translation>
    </message>
</context>
<context>
    <name>DoubleEntrySaving</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/double_entry.py" line="+39"/>
        <source>First entry corrected; it still waits for a second, blind entry.</source>
        <translation>ആദ്യ എൻട്രി തിരുത്തി; ഇനിയും രണ്ടാമതൊരു ബ്ലൈൻഡ് എൻട്രിക്കായി കാത്തിരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored. It needs a second, blind entry.</source>
        <translation>ആദ്യ എൻട്രി സൂക്ഷിച്ചു. ഇതിന് രണ്ടാമതൊരു ബ്ലൈൻഡ് എൻട്രി വേണം.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both entries agree: the sheet is confirmed.</source>
        <translation>രണ്ട് എൻട്രികളും ഒത്തുവരുന്നു: ഷീറ്റ് സ്ഥിരീകരിച്ചു.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the first entry has %s</source>
        <translation>ആദ്യ എൻട്രിയിൽ %s ആണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%s: first entry %s, this entry %s</source>
        <translation>%s: ആദ്യ എൻട്രി %s, ഈ എൻട്രി %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;The two entries differ&lt;/b&gt; — check the paper sheet:&lt;br&gt;</source>
        <translation>&lt;b&gt;രണ്ട് എൻട്രികളും വ്യത്യസ്തമാണ്&lt;/b&gt; — പേപ്പർ ഷീറ്റ് പരിശോധിക്കുക:&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not confirmed: the entries differ at 1 field. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>സ്ഥിരീകരിച്ചില്ല: എൻട്രികൾ 1 ഫീൽഡിൽ വ്യത്യസ്തമാണ്. ഈ എൻട്രി തിരുത്തി വീണ്ടും സേവ് ചെയ്യുക; അല്ലെങ്കിൽ, ആദ്യ എൻട്രി തെറ്റാണെന്ന് പേപ്പറിൽ കാണുന്നുവെങ്കിൽ, അത് മാറ്റിസ്ഥാപിക്കുക.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not confirmed: the entries differ at %s fields. Correct this entry and save again, or, if the paper shows the first entry is wrong, replace it.</source>
        <translation>സ്ഥിരീകരിച്ചില്ല: എൻട്രികൾ %s ഫീൽഡുകളിൽ വ്യത്യസ്തമാണ്. ഈ എൻട്രി തിരുത്തി വീണ്ടും സേവ് ചെയ്യുക; അല്ലെങ്കിൽ, ആദ്യ എൻട്രി തെറ്റാണെന്ന് പേപ്പറിൽ കാണുന്നുവെങ്കിൽ, അത് മാറ്റിസ്ഥാപിക്കുക.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not replaced: %s. Your entry is still in the form.</source>
        <translation>മാറ്റിസ്ഥാപിച്ചില്ല: %s. നിങ്ങളുടെ എൻട്രി ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your entry is now the first entry; it needs another blind entry.</source>
        <translation>നിങ്ങളുടെ എൻട്രി ഇപ്പോൾ ആദ്യ എൻട്രിയാണ്; ഇതിന് മറ്റൊരു ബ്ലൈൻഡ് എൻട്രി വേണം.</translation>
    </message>
</context>
<context>
    <name>DrawsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/area.py" line="+41"/>
        <source>knockout</source>
        <extracomment>How a round was drawn: knockout (elimination)</extracomment>
        <translation>നോക്കൗട്ട്</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Swiss</source>
        <extracomment>How a round was drawn: Swiss pairing</extracomment>
        <translation>സ്വിസ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round robin</source>
        <extracomment>How a round was drawn: everyone plays everyone</extracomment>
        <translation>റൗണ്ട് റോബിൻ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rummy tables</source>
        <extracomment>How a round was drawn: rummy tables</extracomment>
        <translation>റമ്മി ടേബിളുകൾ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>random</source>
        <translation>റാൻഡം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw next round</source>
        <translation>അടുത്ത റൗണ്ട് ഡ്രോ ചെയ്യുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redraw this round…</source>
        <translation>ഈ റൗണ്ട് വീണ്ടും ഡ്രോ ചെയ്യുക (&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry &amp;links…</source>
        <translation>എൻട്രി ലിങ്കുകൾ… (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each side&apos;s link to enter the chosen table&apos;s score sheet on a phone</source>
        <translation>തിരഞ്ഞെടുത്ത ടേബിളിന്റെ സ്കോർ ഷീറ്റ് ഫോണിൽ നൽകാൻ ഓരോ വശത്തിന്റെയും ലിങ്ക്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round</source>
        <translation>റൗണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>സീഡ്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table / seat</source>
        <translation>ടേബിൾ / സീറ്റ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team / side</source>
        <translation>ടീം / വശം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sheet number</source>
        <translation>ഷീറ്റ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find a player or team…</source>
        <translation>ഒരു കളിക്കാരനെയോ ടീമിനെയോ കണ്ടെത്തുക…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;wap</source>
        <translation>മാറ്റിയിടുക (&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="+3"/>
        <source>Find</source>
        <translation>കണ്ടെത്തുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Swap</source>
        <translation>മാറ്റിയിടുക</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Add a Bhukhar, 28, rummy or Bukharo competition in the Event area.</source>
        <translation>ഇവന്റ് ഭാഗത്ത് ഒരു ഭുഖർ, 28, റമ്മി അല്ലെങ്കിൽ ബുഖാരോ മത്സരം ചേർക്കുക.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../cardnight_desk/web/words.py" line="+4"/>
        <source>Round %d</source>
        <translation>റൗണ്ട് %d</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../../cardnight_desk/web/words.py" line="+6"/>
        <source>No round drawn yet.</source>
        <translation>ഇതുവരെ ഒരു റൗണ്ടും ഡ്രോ ചെയ്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>locked: results are in</source>
        <translation>ലോക്ക് ചെയ്തു: ഫലങ്ങൾ വന്നിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open: can be redrawn or swapped</source>
        <translation>തുറന്നത്: വീണ്ടും ഡ്രോ ചെയ്യാനോ മാറ്റിയിടാനോ കഴിയും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>ഒന്നുമില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 (%2, seed %3) — %4. Byes: %5</source>
        <translation>റൗണ്ട് %1 (%2, സീഡ് %3) — %4. ബൈ: %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ടേബിൾ %s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side %s</source>
        <translation>വശം %s</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Seat %d</source>
        <translation>സീറ്റ് %d</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No entry links</source>
        <translation>എൻട്രി ലിങ്കുകളൊന്നുമില്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the seed %s, typed for the next draw</source>
        <translation>അടുത്ത നറുക്കെടുപ്പിനായി ടൈപ്പ് ചെയ്ത വിത്ത് %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the seed must be a whole number (or blank for a random one)</source>
        <translation>സീഡ് ഒരു പൂർണ്ണസംഖ്യ ആയിരിക്കണം (റാൻഡം സീഡിന് ഒഴിച്ചിടുക)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round not drawn</source>
        <translation>റൗണ്ട് ഡ്രോ ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Redraw round</source>
        <translation>റൗണ്ട് വീണ്ടും ഡ്രോ ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw round %d again? Its tables and seats will be replaced.</source>
        <translation>റൗണ്ട് %d വീണ്ടും ഡ്രോ ചെയ്യണോ? അതിലെ ടേബിളുകളും സീറ്റുകളും മാറ്റപ്പെടും.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round not redrawn</source>
        <translation>റൗണ്ട് വീണ്ടും ഡ്രോ ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Swap with warnings</source>
        <translation>മുന്നറിയിപ്പുകളോടെ മാറ്റിയിടുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This swap:
%s

Swap anyway? It will be noted in the history.</source>
        <translation>ഈ മാറ്റം:
%s

എന്നാലും മാറ്റിയിടണോ? ഇത് ചരിത്രത്തിൽ രേഖപ്പെടുത്തും.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not swapped</source>
        <translation>മാറ്റിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not found in this round</source>
        <translation>ഈ റൗണ്ടിൽ കണ്ടെത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table %1, seat %2</source>
        <translation>ടേബിൾ %1, സീറ്റ് %2</translation>
    </message>
</context>
<context>
    <name>EntriesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+23"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered</source>
        <translation>ചേർന്നത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting stack</source>
        <translation>തുടക്ക സ്റ്റാക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>ടേബിൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+61"/>
        <source>Score sheet</source>
        <translation>സ്കോർ ഷീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You enter the sheet for %s.</source>
        <translation>നിങ്ങൾ %s-നു വേണ്ടിയാണ് ഷീറ്റ് നൽകുന്നത്.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each side of the table enters the same sheet; once they agree, it goes to the desk.</source>
        <translation>ടേബിളിന്റെ ഓരോ വശവും ഒരേ ഷീറ്റ് നൽകുന്നു; അവ ഒത്തുവന്നാൽ അത് ഡെസ്കിലേക്ക് പോകും.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the sheet</source>
        <translation>ഷീറ്റ് അയയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending…</source>
        <translation>അയയ്ക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a line</source>
        <translation>ഒരു വരി ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>നീക്കം ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing sent from this phone yet.</source>
        <translation>ഈ ഫോണിൽ നിന്ന് ഇതുവരെ ഒന്നും അയച്ചിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored. Waiting for the other side&apos;s sheet.</source>
        <translation>നിങ്ങളുടെ ഷീറ്റ് സൂക്ഷിച്ചു. മറുവശത്തിന്റെ ഷീറ്റിനായി കാത്തിരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your sheet is stored, but the sides&apos; sheets differ in the marked fields: check them together.</source>
        <translation>നിങ്ങളുടെ ഷീറ്റ് സൂക്ഷിച്ചു, പക്ഷേ അടയാളപ്പെടുത്തിയ ഫീൽഡുകളിൽ ഇരുവശത്തെയും ഷീറ്റുകൾ വ്യത്യസ്തമാണ്: ഒരുമിച്ച് പരിശോധിക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both sides agree: the sheet is at the desk.</source>
        <translation>ഇരുവശവും യോജിക്കുന്നു: ഷീറ്റ് ഡെസ്കിൽ എത്തി.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The desk has confirmed this table&apos;s sheet:</source>
        <translation>ഡെസ്ക് ഈ ടേബിളിന്റെ ഷീറ്റ് സ്ഥിരീകരിച്ചു:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this sheet: see the marked fields.</source>
        <translation>നിയമങ്ങൾ ഈ ഷീറ്റ് സ്വീകരിക്കുന്നില്ല: അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ കാണുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other side wrote something else here.</source>
        <translation>മറുവശം ഇവിടെ മറ്റൊന്നാണ് എഴുതിയത്.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: the desk cannot be reached. Trying again…</source>
        <translation>അയച്ചില്ല: ഡെസ്കിലേക്ക് എത്താനാകുന്നില്ല. വീണ്ടും ശ്രമിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sent: reload the page and send it again.</source>
        <translation>അയച്ചില്ല: പേജ് വീണ്ടും ലോഡ് ചെയ്ത് വീണ്ടും അയയ്ക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a sheet: ask the desk.</source>
        <translation>ഈ ലിങ്ക് ഇനി ഒരു ഷീറ്റും തുറക്കുന്നില്ല: ഡെസ്കിൽ ചോദിക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>അതെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bust report</source>
        <extracomment>the words that differ on a poker player&apos;s page, where two players of the table report who went out</extracomment>
        <translation>ബസ്റ്റ് റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You report your table&apos;s busts as %s.</source>
        <translation>നിങ്ങളുടെ ടേബിളിലെ ബസ്റ്റുകൾ %s ആയി നിങ്ങൾ അറിയിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report who went out at your table; once two players of the table agree, it goes to the desk.</source>
        <translation>നിങ്ങളുടെ ടേബിളിൽ ആരാണ് പുറത്തായതെന്ന് അറിയിക്കുക; ടേബിളിലെ രണ്ട് കളിക്കാർ യോജിച്ചാൽ അത് ഡെസ്കിലേക്ക് പോകും.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Send the report</source>
        <translation>റിപ്പോർട്ട് അയയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your report is stored. Waiting for another player of the table to send the same.</source>
        <translation>നിങ്ങളുടെ റിപ്പോർട്ട് സൂക്ഷിച്ചു. ടേബിളിലെ മറ്റൊരു കളിക്കാരൻ ഇതേ റിപ്പോർട്ട് അയയ്ക്കാൻ കാത്തിരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your report is stored, but another player&apos;s differs in the marked fields: check them together.</source>
        <translation>നിങ്ങളുടെ റിപ്പോർട്ട് സൂക്ഷിച്ചു, പക്ഷേ മറ്റൊരു കളിക്കാരന്റേത് അടയാളപ്പെടുത്തിയ ഫീൽഡുകളിൽ വ്യത്യസ്തമാണ്: ഒരുമിച്ച് പരിശോധിക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players agree: the report is at the desk.</source>
        <translation>രണ്ട് കളിക്കാർ യോജിക്കുന്നു: റിപ്പോർട്ട് ഡെസ്കിൽ എത്തി.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are out. The desk has recorded your bust:</source>
        <translation>നിങ്ങൾ പുറത്തായി. ഡെസ്ക് നിങ്ങളുടെ ബസ്റ്റ് രേഖപ്പെടുത്തി:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules refuse this report: see the marked fields.</source>
        <translation>നിയമങ്ങൾ ഈ റിപ്പോർട്ട് സ്വീകരിക്കുന്നില്ല: അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ കാണുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player wrote something else here.</source>
        <translation>മറ്റൊരു കളിക്കാരൻ ഇവിടെ മറ്റൊന്നാണ് എഴുതിയത്.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer opens a report: ask the desk.</source>
        <translation>ഈ ലിങ്ക് ഇനി ഒരു റിപ്പോർട്ടും തുറക്കുന്നില്ല: ഡെസ്കിൽ ചോദിക്കുക.</translation>
    </message>
</context>
<context>
    <name>EntryLinksDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/draws/links.py" line="+54"/>
        <source>Entry links: %1, round %2, table %3</source>
        <translation>എൻട്രി ലിങ്കുകൾ: %1, റൗണ്ട് %2, ടേബിൾ %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each side opens its own link on a phone to enter the table&apos;s score sheet.</source>
        <translation>ടേബിളിന്റെ സ്കോർ ഷീറ്റ് നൽകാൻ ഓരോ വശവും ഫോണിൽ സ്വന്തം ലിങ്ക് തുറക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The players&apos; page is off: switch it on in Displays for the whole links. Until then each link is the page&apos;s address followed by the path shown.</source>
        <translation>കളിക്കാരുടെ പേജ് ഓഫാണ്: മുഴുവൻ ലിങ്കുകൾക്കായി ഡിസ്‌പ്ലേകളിൽ അത് ഓണാക്കുക. അതുവരെ ഓരോ ലിങ്കും പേജിന്റെ വിലാസവും തുടർന്ന് കാണിച്ച പാത്തും ആണ്.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table %s</source>
        <translation>ടേബിൾ %s</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Copy</source>
        <translation>പകർത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the link of %s</source>
        <translation>%s-ന്റെ ലിങ്ക് പകർത്തുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Copied: %s</source>
        <translation>പകർത്തി: %s</translation>
    </message>
</context>
<context>
    <name>EventNotices</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_notices.py" line="+53"/>
        <source>Open read-only: the desk cannot write to this event&apos;s file or its folder (a read-only medium?). Everything can be looked at and printed, but nothing can be changed: copy the file to a folder you can write to, and open the copy, to carry on.</source>
        <translation>വായിക്കാൻ മാത്രമായി തുറന്നു: ഈ ഇവന്റിന്റെ ഫയലിലോ അതിന്റെ ഫോൾഡറിലോ ഡെസ്കിന് എഴുതാനാകില്ല (വായിക്കാൻ മാത്രമുള്ള മീഡിയമാണോ?). എല്ലാം കാണാനും പ്രിന്റ് ചെയ്യാനും കഴിയും, പക്ഷേ ഒന്നും മാറ്റാനാകില്ല: തുടരാൻ, നിങ്ങൾക്ക് എഴുതാനാകുന്ന ഒരു ഫോൾഡറിലേക്ക് ഫയൽ പകർത്തി ആ പകർപ്പ് തുറക്കുക.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>change %1 is the first that does not fit (%2)</source>
        <translation>പൊരുത്തപ്പെടാത്ത ആദ്യ മാറ്റം %1 ആണ് (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The history of this event has been altered outside the desk: %1.</source>
        <translation>ഈ ഇവന്റിന്റെ ചരിത്രം ഡെസ്കിന് പുറത്ത് മാറ്റിയിരിക്കുന്നു: %1.</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="+74"/>
        <source>Registration</source>
        <translation>രജിസ്ട്രേഷൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>ഡ്രോകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>സ്കോറുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-123"/>
        <source>Standings</source>
        <translation>സ്റ്റാൻഡിംഗ്സ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printing</source>
        <translation>പ്രിന്റിംഗ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Displays</source>
        <translation>ഡിസ്‌പ്ലേകൾ</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>Waiting for the import, export or printing still running to finish; the event closes then…</source>
        <translation>നടന്നുകൊണ്ടിരിക്കുന്ന ഇംപോർട്ട്, എക്സ്പോർട്ട് അല്ലെങ്കിൽ പ്രിന്റിംഗ് തീരാൻ കാത്തിരിക്കുന്നു; അതിനുശേഷം ഇവന്റ് അടയ്ക്കും…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Closing the event</source>
        <translation>ഇവന്റ് അടയ്ക്കുന്നു</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="+99"/>
        <source>Poker</source>
        <translation>പോക്കർ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../cardnight_desk/web/words.py" line="+2"/>
        <source>Baccarat</source>
        <translation>ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_view.py" line="-125"/>
        <location filename="../../cardnight_desk/web/words.py" line="-4"/>
        <source>Event</source>
        <translation>ഇവന്റ്</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/__init__.py" line="-4"/>
        <source>Open the poker clock</source>
        <translation>പോക്കർ ക്ലോക്ക് തുറക്കുക</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/game_words.py" line="+29"/>
        <source>Bhukhar (OAUK)</source>
        <translation>ഭുഖർ (OAUK)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bukharo (Patel)</source>
        <translation>ബുഖാരോ (Patel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rummy (GAMA)</source>
        <translation>റമ്മി (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>28 / Irupathiyettu (GAMA)</source>
        <translation>28 / ഇരുപത്തിയെട്ട് (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker freezeout (GAMA)</source>
        <translation>പോക്കർ ഫ്രീസൗട്ട് (GAMA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat fun table</source>
        <translation>ബക്കാരാറ്റ് ഫൺ ടേബിൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Youngest age allowed on the event date</source>
        <translation>ഇവന്റ് ദിവസം അനുവദനീയമായ കുറഞ്ഞ പ്രായം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration needs the desk&apos;s community-eligibility confirmation</source>
        <translation>രജിസ്ട്രേഷന് ഡെസ്കിന്റെ കമ്മ്യൂണിറ്റി-യോഗ്യത സ്ഥിരീകരണം വേണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last day registration is open</source>
        <translation>രജിസ്ട്രേഷൻ തുറന്നിരിക്കുന്ന അവസാന ദിവസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most entries accepted</source>
        <translation>സ്വീകരിക്കുന്ന പരമാവധി എൻട്രികൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets are entered twice, blind, and confirmed when both agree</source>
        <translation>സ്കോർ ഷീറ്റുകൾ രണ്ടുതവണ, ബ്ലൈൻഡ് ആയി, എൻട്രി ചെയ്യുന്നു; രണ്ടും ഒത്തുവരുമ്പോൾ സ്ഥിരീകരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side of a table enters its score sheet on a phone</source>
        <translation>ടേബിളിന്റെ ഓരോ വശവും ഫോണിൽ സ്വന്തം സ്കോർ ഷീറ്റ് നൽകുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How rounds are drawn</source>
        <translation>റൗണ്ടുകൾ ഡ്രോ ചെയ്യുന്ന രീതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds of a Swiss league (none: until the organiser closes it)</source>
        <translation>സ്വിസ് ലീഗിലെ റൗണ്ടുകൾ (ഇല്ലെങ്കിൽ: സംഘാടകൻ അവസാനിപ്പിക്കുന്നതുവരെ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who a penalty&apos;s points go to</source>
        <translation>പെനാൽറ്റി പോയിന്റുകൾ ആർക്ക് പോകുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of a game in minutes</source>
        <translation>ഒരു കളിയുടെ ദൈർഘ്യം (മിനിറ്റിൽ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master points a Swiss bye scores</source>
        <translation>സ്വിസ് ബൈക്ക് ലഭിക്കുന്ന മാസ്റ്റർ പോയിന്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target (150 initial rounds, 230 final)</source>
        <translation>പുറത്താകൽ പരിധി (ആദ്യ റൗണ്ടുകളിൽ 150, ഫൈനലിൽ 230)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elimination target at the final table</source>
        <translation>ഫൈനൽ ടേബിളിലെ പുറത്താകൽ പരിധി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out when the total exceeds or reaches the target</source>
        <translation>ആകെത്തുക പരിധിയിൽ എത്തുകയോ കടക്കുകയോ ചെയ്താൽ പുറത്ത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals in an initial round (none in the final)</source>
        <translation>ആദ്യ റൗണ്ടിലെ ഡീലുകൾ (ഫൈനലിൽ ഇല്ല)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most players at a rummy table</source>
        <translation>ഒരു റമ്മി ടേബിളിലെ പരമാവധി കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best runners-up (lowest totals) who also advance</source>
        <translation>മുന്നോട്ട് പോകുന്ന മികച്ച റണ്ണേഴ്സ്-അപ്പ് (ഏറ്റവും കുറഞ്ഞ ആകെത്തുക)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a third-place match</source>
        <translation>മൂന്നാം സ്ഥാനത്തിനുള്ള മത്സരം കളിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ബ്ലൈൻഡ് ഘടന</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting chips</source>
        <translation>തുടക്ക ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize percentages of the paid places</source>
        <translation>സമ്മാനം ലഭിക്കുന്ന സ്ഥാനങ്ങളുടെ ശതമാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool in currency units</source>
        <translation>സമ്മാനത്തുക (കറൻസി യൂണിറ്റിൽ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats at a poker table</source>
        <translation>ഒരു പോക്കർ ടേബിളിലെ സീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table with fewer players is broken</source>
        <translation>ഇതിലും കുറവ് കളിക്കാരുള്ള ടേബിൾ പിരിച്ചുവിടും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table as soon as the players fit at one table fewer (TDA)</source>
        <translation>ഒരു ടേബിൾ കുറച്ചാലും കളിക്കാർ ഉൾക്കൊള്ളുമെങ്കിൽ ഉടൻ ഒരു ടേബിൾ പിരിച്ചുവിടുക (TDA)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Baccarat variant</source>
        <translation>ബക്കാരാറ്റ് വകഭേദം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Packs in the shoe</source>
        <translation>ഷൂവിലെ പാക്കുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands before a tournament is ranked by chips</source>
        <translation>ചിപ്പുകൾ അനുസരിച്ച് റാങ്ക് ചെയ്യുന്നതിന് മുമ്പുള്ള ഹാൻഡുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips each seat starts with</source>
        <translation>ഓരോ സീറ്റിനും തുടക്കത്തിലെ ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swiss</source>
        <translation>സ്വിസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round robin</source>
        <translation>റൗണ്ട് റോബിൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout</source>
        <translation>നോക്കൗട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points go to the opponents</source>
        <translation>പോയിന്റുകൾ എതിരാളികൾക്ക് പോകുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points come off the offender</source>
        <translation>പോയിന്റുകൾ തെറ്റ് ചെയ്തവരിൽ നിന്ന് കുറയ്ക്കും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over the target</source>
        <translation>പരിധിക്ക് മുകളിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the target</source>
        <translation>പരിധിയിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini</source>
        <translation>മിനി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midi</source>
        <translation>മിഡി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EZ Baccarat</source>
        <translation>EZ ബക്കാരാറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No commission</source>
        <translation>കമ്മീഷൻ ഇല്ലാതെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAMA Cards Night 2025 freezeout</source>
        <translation>GAMA കാർഡ്‌സ് നൈറ്റ് 2025 ഫ്രീസൗട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>ഓഫ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: the desk confirms what the sides agree</source>
        <translation>ഓൺ: വശങ്ങൾ യോജിക്കുന്നത് ഡെസ്ക് സ്ഥിരീകരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on: a sheet both sides agree is confirmed</source>
        <translation>ഓൺ: ഇരുവശവും യോജിക്കുന്ന ഷീറ്റ് സ്വയം സ്ഥിരീകരിക്കും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>അതെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>അവസാന തീയതിയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>പരിധിയില്ല</translation>
    </message>
    <message>
        <location line="+63"/>
        <source> v </source>
        <translation> – </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side %s</source>
        <translation>വശം %s</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{one} and {other}</source>
        <translation>{one}, {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule {rule}</source>
        <translation>നിയമം {rule}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the other team</source>
        <translation>എതിർ ടീം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points off {offender} — {cite}</source>
        <translation>{offender}-ൽ നിന്ന് {points} പോയിന്റുകൾ കുറച്ചു — {cite}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} points to {others}, the opponents of {offender} — {cite}</source>
        <translation>{points} പോയിന്റുകൾ {offender}-ന്റെ എതിരാളികളായ {others}-ക്ക് — {cite}</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/guide_window.py" line="+112"/>
        <source>Card Night Desk — user guide</source>
        <translation>Card Night Desk — ഉപയോക്തൃ സഹായി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Back</source>
        <translation>&amp;പിന്നോട്ട്</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="+67"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>എന്ത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>എന്തുകൊണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>പ്രവൃത്തി</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location line="-26"/>
        <source>Everything</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheets</source>
        <translation>സ്കോർ ഷീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties</source>
        <translation>പെനാൽറ്റികൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undone changes</source>
        <translation>പഴയപടിയാക്കിയ മാറ്റങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judges</source>
        <translation>ജഡ്ജിമാർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions and event</source>
        <translation>മത്സരങ്ങളും ഇവന്റും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Registration and check-in</source>
        <translation>രജിസ്ട്രേഷനും ചെക്ക്-ഇന്നും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draws</source>
        <translation>ഡ്രോകൾ</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>filter: team, table, judge, rule…</source>
        <translation>ഫിൽട്ടർ: ടീം, ടേബിൾ, ജഡ്ജ്, നിയമം…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo the last score change…</source>
        <translation>അവസാന സ്കോർ മാറ്റം പഴയപടിയാക്കുക (&amp;U)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show</source>
        <translation>കാണിക്കുക</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>No score change to undo.</source>
        <translation>പഴയപടിയാക്കാൻ സ്കോർ മാറ്റമൊന്നുമില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last score change: %s (%s)%s</source>
        <translation>അവസാന സ്കോർ മാറ്റം: %s (%s)%s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — needs a judge</source>
        <translation> — ജഡ്ജ് വേണം</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>who</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>when</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>why</source>
        <translation>എന്തുകൊണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before</source>
        <translation>മുമ്പ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after</source>
        <translation>ശേഷം</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no score change to undo.</source>
        <translation>പഴയപടിയാക്കാൻ ഒരു സ്കോർ മാറ്റവുമില്ല.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not undone: %s.</source>
        <translation>പഴയപടിയാക്കിയില്ല: %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undone: %s</source>
        <translation>പഴയപടിയാക്കി: %s</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+21"/>
        <source>Event created</source>
        <translation>ഇവന്റ് സൃഷ്ടിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event renamed</source>
        <translation>ഇവന്റിന്റെ പേര് മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board announcements changed</source>
        <translation>ബോർഡിലെ അറിയിപ്പുകൾ മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition added</source>
        <translation>മത്സരം ചേർത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition renamed</source>
        <translation>മത്സരത്തിന്റെ പേര് മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition closed</source>
        <translation>മത്സരം അവസാനിപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition reopened</source>
        <translation>മത്സരം വീണ്ടും തുറന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition&apos;s settings changed</source>
        <translation>മത്സരത്തിന്റെ ക്രമീകരണങ്ങൾ മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player registered</source>
        <translation>കളിക്കാരനെ രജിസ്റ്റർ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player&apos;s details changed</source>
        <translation>കളിക്കാരന്റെ വിവരങ്ങൾ മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player renamed</source>
        <translation>കളിക്കാരന്റെ പേര് മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player withdrawn</source>
        <translation>കളിക്കാരൻ പിൻവാങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player checked in</source>
        <translation>കളിക്കാരൻ ചെക്ക്-ഇൻ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in taken back</source>
        <translation>ചെക്ക്-ഇൻ പിൻവലിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration admitted by a judge</source>
        <translation>ജഡ്ജ് രജിസ്ട്രേഷൻ അനുവദിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registrations imported</source>
        <translation>രജിസ്ട്രേഷനുകൾ ഇംപോർട്ട് ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team registered</source>
        <translation>ടീം രജിസ്റ്റർ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players joined a team</source>
        <translation>കളിക്കാർ ടീമിൽ ചേർന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team renamed</source>
        <translation>ടീമിന്റെ പേര് മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team dissolved</source>
        <translation>ടീം പിരിച്ചുവിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round drawn</source>
        <translation>റൗണ്ടിന്റെ ഡ്രോ എടുത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw taken back</source>
        <translation>ഡ്രോ പിൻവലിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats swapped</source>
        <translation>സീറ്റുകൾ പരസ്പരം മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet entered</source>
        <translation>സ്കോർ ഷീറ്റ് രേഖപ്പെടുത്തി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet confirmed</source>
        <translation>സ്കോർ ഷീറ്റ് സ്ഥിരീകരിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed sheet changed by a judge</source>
        <translation>സ്ഥിരീകരിച്ച ഷീറ്റ് ജഡ്ജ് മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both entries of a sheet agree</source>
        <translation>ഷീറ്റിന്റെ രണ്ട് എൻട്രികളും യോജിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A side entered its sheet at the table</source>
        <translation>ഒരു വശം ടേബിളിൽ നിന്ന് ഷീറ്റ് നൽകി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every side at a table entered the same sheet</source>
        <translation>ടേബിളിലെ എല്ലാ വശങ്ങളും ഒരേ ഷീറ്റ് നൽകി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty given</source>
        <translation>പെനാൽറ്റി നൽകി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty written on a sheet</source>
        <translation>ഷീറ്റിൽ പെനാൽറ്റി എഴുതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty taken off a sheet</source>
        <translation>ഷീറ്റിൽ നിന്ന് പെനാൽറ്റി നീക്കി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN set</source>
        <translation>ജഡ്ജ് PIN സജ്ജമാക്കി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wrong judge PIN given</source>
        <translation>തെറ്റായ ജഡ്ജ് PIN നൽകി</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/history_words.py" line="+9"/>
        <source>Poker: players entered</source>
        <translation>പോക്കർ: കളിക്കാരെ ചേർത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: seats drawn</source>
        <translation>പോക്കർ: സീറ്റുകളുടെ ഡ്രോ എടുത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: table added</source>
        <translation>പോക്കർ: ടേബിൾ ചേർത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: button placed</source>
        <translation>പോക്കർ: ബട്ടൺ വെച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out</source>
        <translation>പോക്കർ: കളിക്കാരൻ പുറത്ത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player left</source>
        <translation>പോക്കർ: കളിക്കാരൻ പോയി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: player out taken back</source>
        <translation>പോക്കർ: കളിക്കാരൻ പുറത്തായത് പിൻവലിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: players moved</source>
        <translation>പോക്കർ: കളിക്കാരുടെ ടേബിളുകൾ മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker: blind structure changed</source>
        <translation>പോക്കർ: ബ്ലൈൻഡ് ഘടന മാറ്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock started</source>
        <translation>പോക്കർ ക്ലോക്ക് തുടങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock paused</source>
        <translation>പോക്കർ ക്ലോക്ക് നിർത്തിവെച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock resumed</source>
        <translation>പോക്കർ ക്ലോക്ക് വീണ്ടും ഓടിത്തുടങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved to the next level</source>
        <translation>പോക്കർ ക്ലോക്ക് അടുത്ത ലെവലിലേക്ക് നീങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poker clock moved back a level</source>
        <translation>പോക്കർ ക്ലോക്ക് ഒരു ലെവൽ പിന്നോട്ട് നീങ്ങി</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/history_words.py" line="+9"/>
        <source>Baccarat: player seated</source>
        <translation>ബക്കാരാറ്റ്: കളിക്കാരൻ സീറ്റിലിരുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: player left the table</source>
        <translation>ബക്കാരാറ്റ്: കളിക്കാരൻ ടേബിൾ വിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baccarat: hand settled</source>
        <translation>ബക്കാരാറ്റ്: ഹാൻഡ് തീർപ്പാക്കി</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/history_words.py" line="+4"/>
        <source>Undone: %s</source>
        <translation>പഴയപടിയാക്കി: %s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>removes the sheet entered, so the table has no sheet again</source>
        <translation>രേഖപ്പെടുത്തിയ ഷീറ്റ് നീക്കം ചെയ്യും, ടേബിളിന് വീണ്ടും ഷീറ്റ് ഇല്ലാതാകും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puts back the draft the entry replaced</source>
        <translation>ഈ എൻട്രി മാറ്റിയ ഡ്രാഫ്റ്റ് തിരികെ വരും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>makes the confirmed sheet a draft again (it no longer counts in the standings)</source>
        <translation>സ്ഥിരീകരിച്ച ഷീറ്റ് വീണ്ടും ഡ്രാഫ്റ്റ് ആകും (അത് ഇനി സ്റ്റാൻഡിംഗ്സിൽ കണക്കാക്കില്ല)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puts back the sheet as it was before the judge&apos;s edit</source>
        <translation>ജഡ്ജിന്റെ മാറ്റത്തിന് മുമ്പുള്ള ഷീറ്റ് തിരികെ വരും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the penalty off</source>
        <translation>പെനാൽറ്റി നീക്കും</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+187"/>
        <source>Import preview — %s</source>
        <translation>ഇംപോർട്ട് പ്രിവ്യൂ — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%d rows: %d new players, %d adding competitions to players already here, %d unchanged. %d registrations and %d teams will be stored.</source>
        <translation>%d വരികൾ: %d പുതിയ കളിക്കാർ, ഇതിനകമുള്ള കളിക്കാർക്ക് മത്സരങ്ങൾ ചേർക്കുന്ന %d, മാറ്റമില്ലാത്ത %d. %d രജിസ്ട്രേഷനുകളും %d ടീമുകളും സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing can be imported: %d rows are refused (in red, with every reason). Fix them in the workbook and import it again; nothing has been stored.</source>
        <translation>ഒന്നും ഇംപോർട്ട് ചെയ്യാൻ കഴിയില്ല: %d വരികൾ നിരസിച്ചു (ചുവപ്പിൽ, എല്ലാ കാരണങ്ങളും സഹിതം). വർക്ക്ബുക്കിൽ അവ ശരിയാക്കി വീണ്ടും ഇംപോർട്ട് ചെയ്യുക; ഒന്നും സൂക്ഷിച്ചിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show only refused rows</source>
        <translation>നിരസിച്ച വരികൾ മാത്രം കാണിക്കുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import</source>
        <translation>ഇംപോർട്ട്</translation>
    </message>
</context>
<context>
    <name>JudgeActions</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/judge_actions.py" line="+30"/>
        <source>Changing a confirmed sheet needs a judge, the judge PIN and the reason (EV-4).</source>
        <translation>സ്ഥിരീകരിച്ച ഷീറ്റ് മാറ്റാൻ ഒരു ജഡ്ജ്, ജഡ്ജ് PIN, കാരണം എന്നിവ വേണം (EV-4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved. Your change is still in the form.</source>
        <translation>സേവ് ചെയ്തില്ല. നിങ്ങളുടെ മാറ്റം ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The judge&apos;s change is saved; the history keeps the sheet as it was.</source>
        <translation>ജഡ്ജിന്റെ മാറ്റം സേവ് ചെയ്തു; ഷീറ്റ് മുമ്പ് എങ്ങനെയായിരുന്നുവോ അങ്ങനെ ചരിത്രത്തിൽ സൂക്ഷിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Penalty not given: %s. What you typed is kept: press &apos;Penalty…&apos; again.</source>
        <translation>ശിക്ഷ നൽകിയില്ല: %s. നിങ്ങൾ ടൈപ്പ് ചെയ്തത് സൂക്ഷിച്ചിട്ടുണ്ട്: വീണ്ടും &apos;Penalty…&apos; അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty recorded: %s.</source>
        <translation>പെനാൽറ്റി രേഖപ്പെടുത്തി: %s.</translation>
    </message>
</context>
<context>
    <name>JudgeAuthorityDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="+206"/>
        <source>Judge&apos;s change</source>
        <translation>ജഡ്ജിന്റെ മാറ്റം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Judge</source>
        <translation>ജഡ്ജ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ജഡ്ജ് PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>എന്തുകൊണ്ട്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ജഡ്ജിന്റെ പേര് നൽകുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say why the confirmed result is being changed.</source>
        <translation>സ്ഥിരീകരിച്ച ഫലം എന്തുകൊണ്ട് മാറ്റുന്നുവെന്ന് പറയുക.</translation>
    </message>
</context>
<context>
    <name>LanguageDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/language_dialog.py" line="+27"/>
        <location filename="../../cardnight_desk/web/words.py" line="+70"/>
        <source>Language</source>
        <translation>ഭാഷ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language of the desk</source>
        <translation>ഡെസ്കിന്റെ ഭാഷ (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The desk shows the new language the next time it starts: close it and open it again. Words not translated yet are shown in English.</source>
        <translation>അടുത്ത തവണ തുടങ്ങുമ്പോൾ ഡെസ്ക് പുതിയ ഭാഷ കാണിക്കും: അടച്ച് വീണ്ടും തുറക്കുക. ഇതുവരെ വിവർത്തനം ചെയ്യാത്ത വാക്കുകൾ ഇംഗ്ലീഷിൽ കാണിക്കും.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/i18n.py" line="+137"/>
        <source>&amp;Language…</source>
        <translation>ഭാഷ (&amp;L)…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+185"/>
        <source>&amp;File</source>
        <translation>ഫയൽ (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New event…</source>
        <translation>പുതിയ ഇവന്റ് (&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open event…</source>
        <translation>ഇവന്റ് തുറക്കുക (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;recent</source>
        <translation>സമീപകാലത്തേത് തുറക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close event</source>
        <translation>ഇവന്റ് അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>പുറത്തുകടക്കുക (&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Back up now…</source>
        <translation>ഇപ്പോൾ ബാക്കപ്പ് എടുക്കുക (&amp;B)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore from a backup…</source>
        <translation>ബാക്കപ്പിൽ നിന്ന് പുനഃസ്ഥാപിക്കുക (&amp;R)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>സഹായം (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User guide</source>
        <translation>&amp;ഉപയോക്തൃ സഹായി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Card Night Desk</source>
        <translation>Card Night Desk-നെക്കുറിച്ച് (&amp;A)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(none yet)</source>
        <translation>(ഇതുവരെ ഒന്നുമില്ല)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About Card Night Desk</source>
        <translation>Card Night Desk-നെക്കുറിച്ച്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card Night Desk %s
Runs community card nights from registration to results.</source>
        <translation>Card Night Desk %s
രജിസ്ട്രേഷൻ മുതൽ ഫലങ്ങൾ വരെ കമ്മ്യൂണിറ്റി കാർഡ് നൈറ്റുകൾ നടത്തുന്നു.</translation>
    </message>
    <message>
        <location line="+285"/>
        <source>A save is missing from the event</source>
        <translation>ഇവന്റിൽ സേവ് ചെയ്ത ഒരു മാറ്റം കാണാനില്ല</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>An automatic backup could not be made; everything saved is kept in the event.</source>
        <translation>സ്വയം ബാക്കപ്പ് എടുക്കാൻ കഴിഞ്ഞില്ല; സേവ് ചെയ്തതെല്ലാം ഇവന്റിൽ സുരക്ഷിതമാണ്.</translation>
    </message>
    <message>
        <location line="-270"/>
        <source>Open event</source>
        <translation>ഇവന്റ് തുറക്കുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card Night events (*%s);;All files (*)</source>
        <translation>Card Night ഇവന്റുകൾ (*%s);;എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+25"/>
        <source>Event not opened</source>
        <translation>ഇവന്റ് തുറന്നില്ല</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Typed and not saved</source>
        <translation>ടൈപ്പ് ചെയ്തു, സേവ് ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These are typed and not saved, and will be lost:
%s</source>
        <translation>ഇവ ടൈപ്പ് ചെയ്തെങ്കിലും സേവ് ചെയ്തിട്ടില്ല, നഷ്ടപ്പെടും:
%s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close without saving</source>
        <translation>സേവ് ചെയ്യാതെ അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="-293"/>
        <location line="+190"/>
        <source>Opening %s…</source>
        <translation>%s തുറക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>History altered</source>
        <translation>ചരിത്രം മാറ്റിയിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The scores and standings may not be the ones the desk recorded. Keep the file as it is, and compare it with a backup before carrying on.</source>
        <translation>സ്കോറുകളും സ്റ്റാൻഡിംഗ്സും ഡെസ്ക് രേഖപ്പെടുത്തിയവ ആയിരിക്കില്ല. ഫയൽ അതേപടി സൂക്ഷിക്കുക, തുടരുന്നതിന് മുമ്പ് ഒരു ബാക്കപ്പുമായി താരതമ്യം ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The event&apos;s history could not be checked: %s</source>
        <translation>ഇവന്റിന്റെ ചരിത്രം പരിശോധിക്കാനായില്ല: %s</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+47"/>
        <source>Save the demo night as</source>
        <translation>ഡെമോ നൈറ്റ് ഇങ്ങനെ സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ഇവന്റുകൾ (*%s)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Setting up the demo night…</source>
        <translation>ഡെമോ നൈറ്റ് തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demo night not created</source>
        <translation>ഡെമോ നൈറ്റ് ഉണ്ടാക്കിയില്ല</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/main_window.py" line="+382"/>
        <source>This is the demo night: explore freely. Its judge PIN is %s.</source>
        <translation>ഇത് ഡെമോ നൈറ്റ് ആണ്: സ്വതന്ത്രമായി പരീക്ഷിച്ചുനോക്കൂ. ഇതിന്റെ ജഡ്ജ് PIN %s ആണ്.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to the event is lost — retrying. Nothing typed is lost.</source>
        <translation>ഇവന്റുമായുള്ള ബന്ധം നഷ്ടപ്പെട്ടു — വീണ്ടും ശ്രമിക്കുന്നു. ടൈപ്പ് ചെയ്തതൊന്നും നഷ്ടപ്പെടില്ല.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/event_files.py" line="+15"/>
        <source>Back up the event</source>
        <translation>ഇവന്റിന്റെ ബാക്കപ്പ് എടുക്കുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not backed up</source>
        <translation>ബാക്കപ്പ് എടുത്തില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backed up to %s</source>
        <translation>%s-ലേക്ക് ബാക്കപ്പ് എടുത്തു</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Automatic backups of this event are kept in %1 (%2 of them; the newest is %3). To put the newest back, with the damaged event kept beside it, run:
%4
or open a backup itself with File ▸ Open event… to look at it first.</source>
        <translation>ഈ ഇവന്റിന്റെ സ്വയമുള്ള ബാക്കപ്പുകൾ %1 എന്നതിൽ സൂക്ഷിച്ചിരിക്കുന്നു (%2 എണ്ണം; ഏറ്റവും പുതിയത് %3). കേടായ ഇവന്റ് അരികിൽ സൂക്ഷിച്ചുകൊണ്ട് ഏറ്റവും പുതിയത് പുനഃസ്ഥാപിക്കാൻ ഇത് പ്രവർത്തിപ്പിക്കുക:
%4
അല്ലെങ്കിൽ ആദ്യം നോക്കാൻ ഒരു ബാക്കപ്പ് File ▸ Open event… വഴി തുറക്കുക.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore from a backup</source>
        <translation>ബാക്കപ്പിൽ നിന്ന് പുനഃസ്ഥാപിക്കുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replace the event with the backup
%s?

The event as it is now is kept beside it.</source>
        <translation>ഇവന്റിന് പകരം ഈ ബാക്കപ്പ് വെക്കണോ
%s?

ഇവന്റിന്റെ ഇപ്പോഴത്തെ രൂപം അതിനരികിൽ സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Not restored</source>
        <translation>പുനഃസ്ഥാപിച്ചില്ല</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The event is open at another desk:
%s

Restoring now loses what is saved there from now on. Only if that desk is closed (its computer switched off or crashed), restore all the same.</source>
        <translation>ഇവന്റ് മറ്റൊരു ഡെസ്കിൽ തുറന്നിരിക്കുന്നു:
%s

ഇപ്പോൾ പുനഃസ്ഥാപിച്ചാൽ ഇനി അവിടെ സേവ് ചെയ്യുന്നതെല്ലാം നഷ്ടമാകും. ആ ഡെസ്ക് അടച്ചിട്ടുണ്ടെങ്കിൽ മാത്രം (അതിന്റെ കമ്പ്യൂട്ടർ ഓഫായോ ക്രാഷ് ആയോ) പുനഃസ്ഥാപിക്കുക.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is closed: restore</source>
        <translation>അത് അടച്ചിരിക്കുന്നു: പുനഃസ്ഥാപിക്കുക</translation>
    </message>
</context>
<context>
    <name>MessageBeside</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/form_parts.py" line="-37"/>
        <source>Judge &amp;override…</source>
        <translation>ജഡ്ജ് ഓവർറൈഡ് (&amp;O)…</translation>
    </message>
</context>
<context>
    <name>MovedDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="+138"/>
        <source>The standings moved</source>
        <translation>സ്റ്റാൻഡിംഗ്സ് മാറി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing the settings of %s moved these entrants in its standings:</source>
        <translation>%s എന്നതിന്റെ ക്രമീകരണങ്ങൾ മാറ്റിയപ്പോൾ അതിന്റെ സ്റ്റാൻഡിംഗ്സിൽ ഇവർ സ്ഥാനം മാറി:</translation>
    </message>
</context>
<context>
    <name>MovedModel</name>
    <message>
        <location line="-29"/>
        <source>Entrant</source>
        <translation>പങ്കാളി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place before</source>
        <translation>മുമ്പത്തെ സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place after</source>
        <translation>ശേഷമുള്ള സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures before → after</source>
        <translation>കണക്കുകൾ മുമ്പ് → ശേഷം</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+103"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>എവിടെ നിന്ന്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>എവിടേക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>എന്തുകൊണ്ട്</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/new_event_dialog.py" line="+51"/>
        <source>New event</source>
        <translation>പുതിയ ഇവന്റ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. Diwali Cards Night 2026</source>
        <translation>ഉദാ. ഓണം കാർഡ്സ് നൈറ്റ് 2026</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Event &amp;name</source>
        <translation>ഇവന്റിന്റെ പേര് (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>തീയതി (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event &amp;file</source>
        <translation>ഇവന്റ് ഫയൽ (&amp;F)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Event file</source>
        <translation>ഇവന്റ് ഫയൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Night events (*%s)</source>
        <translation>Card Night ഇവന്റുകൾ (*%s)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Give the event a name.</source>
        <translation>ഇവന്റിന് ഒരു പേര് നൽകുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose where to save the event file.</source>
        <translation>ഇവന്റ് ഫയൽ എവിടെ സേവ് ചെയ്യണമെന്ന് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That file already exists; choose another name.</source>
        <translation>ആ ഫയൽ ഇതിനകം നിലവിലുണ്ട്; മറ്റൊരു പേര് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The event was not created: %s</source>
        <translation>ഇവന്റ് സൃഷ്ടിച്ചില്ല: %s</translation>
    </message>
</context>
<context>
    <name>OverrideDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-146"/>
        <source>Judge&apos;s override</source>
        <translation>ജഡ്ജിന്റെ ഓവർറൈഡ്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>why the judge admits it anyway</source>
        <translation>എന്നിട്ടും ജഡ്ജ് എന്തുകൊണ്ട് പ്രവേശനം നൽകുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admit</source>
        <translation>പ്രവേശനം നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused:</source>
        <translation>നിരസിച്ചു:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Judge</source>
        <translation>ജഡ്ജ് (&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>കാരണം (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>ജഡ്ജ് PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only a judge can override: give the judge&apos;s name.</source>
        <translation>ഒരു ജഡ്ജിന് മാത്രമേ ഓവർറൈഡ് ചെയ്യാനാകൂ: ജഡ്ജിന്റെ പേര് നൽകുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s reason; it is kept in the event&apos;s history.</source>
        <translation>ജഡ്ജിന്റെ കാരണം നൽകുക; അത് ഇവന്റിന്റെ ചരിത്രത്തിൽ സൂക്ഷിക്കും.</translation>
    </message>
</context>
<context>
    <name>OverviewArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/area.py" line="+49"/>
        <source>&amp;Add competition…</source>
        <translation>മത്സരം ചേർക്കുക (&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules…</source>
        <translation>നിയമങ്ങൾ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for the chosen competition, with its settings</source>
        <translation>തിരഞ്ഞെടുത്ത മത്സരത്തിന് ബാധകമായ റൂളിംഗുകൾ, അതിന്റെ ക്രമീകരണങ്ങൾ സഹിതം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>ക്രമീകരണങ്ങൾ (&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Correct the chosen competition&apos;s settings (what play has already fixed is greyed out)</source>
        <translation>തിരഞ്ഞെടുത്ത മത്സരത്തിന്റെ ക്രമീകരണങ്ങൾ തിരുത്തുക (കളി ഇതിനകം ഉറപ്പിച്ചവ ചാരനിറത്തിൽ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rename the &amp;event…</source>
        <translation>ഇവന്റിന്റെ പേര് മാറ്റുക (&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;name competition…</source>
        <translation>മത്സരത്തിന്റെ പേര് മാറ്റുക (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+87"/>
        <source>&amp;Close competition</source>
        <translation>മത്സരം അവസാനിപ്പിക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>End the competition now: its standings become its final results (kept in the history)</source>
        <translation>മത്സരം ഇപ്പോൾ അവസാനിപ്പിക്കുക: അതിന്റെ സ്റ്റാൻഡിംഗ്സ് അന്തിമ ഫലങ്ങളാകും (ചരിത്രത്തിൽ സൂക്ഷിക്കും)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Competition not added</source>
        <translation>മത്സരം ചേർത്തില്ല</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Re&amp;open competition</source>
        <translation>മത്സരം വീണ്ടും തുറക്കുക (&amp;O)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not renamed</source>
        <translation>പേര് മാറ്റിയില്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the event</source>
        <translation>ഇവന്റിന്റെ പേര് മാറ്റുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The event&apos;s new name:</source>
        <translation>ഇവന്റിന്റെ പുതിയ പേര്:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rename the competition</source>
        <translation>മത്സരത്തിന്റെ പേര് മാറ്റുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s-ന്റെ പുതിയ പേര്:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close the competition</source>
        <translation>മത്സരം അവസാനിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close %s now? Its standings become its final results: the results name its winners and its certificates print. It can be reopened.</source>
        <translation>%s ഇപ്പോൾ അവസാനിപ്പിക്കണോ? അതിന്റെ സ്റ്റാൻഡിംഗ്സ് അന്തിമ ഫലങ്ങളാകും: ഫലങ്ങളിൽ വിജയികളുടെ പേരുണ്ടാകും, സർട്ടിഫിക്കറ്റുകൾ പ്രിന്റ് ചെയ്യാം. ഇത് വീണ്ടും തുറക്കാം.</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+74"/>
        <source>Not changed</source>
        <translation>മാറ്റിയില്ല</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/password_dialog.py" line="+17"/>
        <source>Database password</source>
        <translation>ഡാറ്റാബേസ് പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server refused that password. Type it again for %s:</source>
        <translation>ഡാറ്റാബേസ് സെർവർ ആ പാസ്‌വേഡ് നിരസിച്ചു. %s എന്നതിനായി വീണ്ടും ടൈപ്പ് ചെയ്യുക:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database server asks for a password for %s:</source>
        <translation>%s എന്നതിനായി ഡാറ്റാബേസ് സെർവർ ഒരു പാസ്‌വേഡ് ചോദിക്കുന്നു:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The desk keeps it until it closes, and never saves it. To be asked no more, put it in your PostgreSQL password file (~/.pgpass).</source>
        <translation>ഡെസ്ക് അടയ്ക്കുന്നതുവരെ ഇത് ഓർത്തുവെക്കും, ഒരിക്കലും സേവ് ചെയ്യില്ല. ഇനി ചോദിക്കാതിരിക്കാൻ ഇത് നിങ്ങളുടെ PostgreSQL പാസ്‌വേഡ് ഫയലിൽ (~/.pgpass) ചേർക്കുക.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-186"/>
        <source>a team member influencing a player</source>
        <translation>ടീം അംഗം ഒരു കളിക്കാരനെ സ്വാധീനിക്കൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking for a card count out of turn</source>
        <translation>ഊഴമില്ലാതെ ചീട്ടുകളുടെ എണ്ണം ചോദിക്കൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake putting cards down</source>
        <translation>ചീട്ടുകൾ ഇറക്കുന്നതിലെ പിഴവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an incorrect licence displayed</source>
        <translation>തെറ്റായ ലൈസൻസ് പ്രദർശിപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a wrong card in a sequence or set</source>
        <translation>ക്രമത്തിലോ സെറ്റിലോ തെറ്റായ ചീട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>asking how many cards out of turn</source>
        <translation>ഊഴമില്ലാതെ എത്ര ചീട്ടുണ്ടെന്ന് ചോദിക്കൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsporting tactics (organisers decide, up to 100)</source>
        <translation>കായികമര്യാദയില്ലാത്ത തന്ത്രങ്ങൾ (സംഘാടകർ തീരുമാനിക്കും, 100 വരെ)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Judge&apos;s penalty</source>
        <translation>ജഡ്ജിന്റെ പെനാൽറ്റി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No judge PIN is set for this event yet, so no penalty can be given: a judge sets one first with &apos;Judge PIN…&apos; at the top of the Scores area. What you type here is kept for then.</source>
        <translation>ഈ ഇവന്റിന് ഇതുവരെ ജഡ്ജ് PIN സജ്ജമാക്കിയിട്ടില്ല, അതിനാൽ ശിക്ഷ നൽകാനാവില്ല: ആദ്യം ഒരു ജഡ്ജ് Scores ഭാഗത്തിന്റെ മുകളിലുള്ള &apos;Judge PIN…&apos; വഴി PIN സജ്ജമാക്കണം. നിങ്ങൾ ഇവിടെ ടൈപ്പ് ചെയ്യുന്നത് അതുവരെ സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Penalised</source>
        <translation>പെനാൽറ്റി ലഭിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number</source>
        <translation>നിയമ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>പോയിന്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>കുറിപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>ജഡ്ജ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ജഡ്ജ് PIN</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the rule number the penalty is given under.</source>
        <translation>ഏത് നിയമപ്രകാരമാണ് പെനാൽറ്റി നൽകുന്നതെന്ന് ആ നിയമ നമ്പർ നൽകുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the penalty points.</source>
        <translation>പെനാൽറ്റി പോയിന്റുകൾ നൽകുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ജഡ്ജിന്റെ പേര് നൽകുക.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location line="+81"/>
        <source>Change the judge PIN</source>
        <translation>ജഡ്ജ് PIN മാറ്റുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set the judge PIN</source>
        <translation>ജഡ്ജ് PIN സജ്ജമാക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Current PIN</source>
        <translation>ഇപ്പോഴത്തെ PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN (4 digits or more)</source>
        <translation>പുതിയ PIN (4 അക്കമോ അതിൽ കൂടുതലോ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New PIN again</source>
        <translation>പുതിയ PIN വീണ്ടും</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two new PINs are not the same.</source>
        <translation>രണ്ട് പുതിയ PIN-കളും ഒന്നല്ല.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the new PIN.</source>
        <translation>പുതിയ PIN ടൈപ്പ് ചെയ്യുക.</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-33"/>
        <source>Place</source>
        <translation>സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-8"/>
        <source>Prize</source>
        <translation>സമ്മാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>ഹാൻഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>ഹാൻഡിന്റെ തുടക്കത്തിലെ ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>കുറിപ്പ്</translation>
    </message>
</context>
<context>
    <name>PlayerForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/player_form.py" line="+56"/>
        <source>Community eligibility confirmed (EV-1)</source>
        <translation>കമ്മ്യൂണിറ്റി യോഗ്യത സ്ഥിരീകരിച്ചു (EV-1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+45"/>
        <source>&amp;Register</source>
        <translation>രജിസ്റ്റർ ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;New player</source>
        <translation>പുതിയ കളിക്കാരൻ (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>New player</source>
        <translation>പുതിയ കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>&amp;Name</source>
        <translation>പേര് (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Born</source>
        <translation>ജനനം (&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Phone</source>
        <translation>ഫോൺ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Email</source>
        <translation>ഇമെയിൽ (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No&amp;tes</source>
        <translation>കുറിപ്പുകൾ (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Competitions</source>
        <translation>മത്സരങ്ങൾ (&amp;C)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Player %d: %s</source>
        <translation>കളിക്കാരൻ %d: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>സേവ് ചെയ്യുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the corrections to player %d, %s</source>
        <translation>കളിക്കാരൻ %d, %s-ന്റെ തിരുത്തലുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new player %s</source>
        <translation>പുതിയ കളിക്കാരൻ %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new player&apos;s details</source>
        <translation>ഒരു പുതിയ കളിക്കാരന്റെ വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Tick the competitions the player enters.</source>
        <translation>കളിക്കാരൻ പങ്കെടുക്കുന്ന മത്സരങ്ങൾ ടിക്ക് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%s cannot be registered</source>
        <translation>%s-നെ രജിസ്റ്റർ ചെയ്യാൻ കഴിയില്ല</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%s is player %d, registered in %s.</source>
        <translation>%s കളിക്കാരൻ %d ആണ്, %s-ൽ രജിസ്റ്റർ ചെയ്തു.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %d corrected.</source>
        <translation>കളിക്കാരൻ %d തിരുത്തി.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Same player?</source>
        <translation>അതേ കളിക്കാരനാണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s.

Is this player %d?</source>
        <translation>%s.

ഇത് കളിക്കാരൻ %d ആണോ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not registered: this is player %d. If their date of birth is wrong, correct it (edit the player), then register them.</source>
        <translation>രജിസ്റ്റർ ചെയ്തില്ല: ഇത് കളിക്കാരൻ %d ആണ്. ജനനത്തീയതി തെറ്റാണെങ്കിൽ അത് തിരുത്തുക (കളിക്കാരനെ എഡിറ്റ് ചെയ്യുക), എന്നിട്ട് രജിസ്റ്റർ ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not registered. What you typed is still in the form.</source>
        <translation>രജിസ്റ്റർ ചെയ്തില്ല. നിങ്ങൾ ടൈപ്പ് ചെയ്തത് ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="-147"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Born</source>
        <translation>ജനനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-56"/>
        <source>Competitions</source>
        <translation>മത്സരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ടീമുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirmed</source>
        <translation>സ്ഥിരീകരിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>ഫോൺ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Email</source>
        <translation>ഇമെയിൽ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>yes</source>
        <translation>ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%s: admitted by %s</source>
        <translation>%s: %s പ്രവേശനം നൽകി</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page.py" line="+140"/>
        <source>The players&apos; page did not start — %s.</source>
        <translation>കളിക്കാരുടെ പേജ് ആരംഭിച്ചില്ല — %s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players&apos; page stopped with a problem — %s.</source>
        <translation>ഒരു പ്രശ്നം കാരണം കളിക്കാരുടെ പേജ് നിന്നു — %s.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Find your table</source>
        <translation>നിങ്ങളുടെ മേശ കണ്ടെത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poker clock</source>
        <translation>പോക്കർ ക്ലോക്ക്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type part of your name</source>
        <translation>നിങ്ങളുടെ പേരിന്റെ ഒരു ഭാഗം ടൈപ്പ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody&apos;s name holds “%s”.</source>
        <translation>ആരുടെയും പേരിൽ “%s” ഇല്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type at least two letters of your name.</source>
        <translation>നിങ്ങളുടെ പേരിന്റെ കുറഞ്ഞത് രണ്ട് അക്ഷരങ്ങൾ ടൈപ്പ് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Showing the first %d names: type more of yours.</source>
        <translation>ആദ്യത്തെ %d പേരുകൾ കാണിക്കുന്നു: നിങ്ങളുടെ പേരിന്റെ കൂടുതൽ ഭാഗം ടൈപ്പ് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With</source>
        <translation>കൂടെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>എതിരെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bye this round: you do not play.</source>
        <translation>ഈ റൗണ്ടിൽ ബൈ: നിങ്ങൾ കളിക്കുന്നില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>provisional</source>
        <translation>താൽക്കാലികം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d</source>
        <translation>റൗണ്ട് %d കഴിഞ്ഞ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way</source>
        <translation>റൗണ്ട് %d നടക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet</source>
        <translation>ഇതുവരെ ഒരു റൗണ്ടും കളിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No results yet.</source>
        <translation>ഇതുവരെ ഫലങ്ങളില്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket</source>
        <translation>നോക്കൗട്ട് പട്ടിക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final</source>
        <translation>ഫൈനൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third place</source>
        <translation>മൂന്നാം സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match %d</source>
        <translation>മത്സരം %d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to be decided</source>
        <translation>തീരുമാനിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time left</source>
        <translation>ബാക്കി സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blinds</source>
        <translation>ബ്ലൈൻഡ്സ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ante</source>
        <translation>ആന്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>അടുത്തത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next break in</source>
        <translation>അടുത്ത ഇടവേള</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No break ahead</source>
        <translation>ഇനി ഇടവേളയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players left</source>
        <translation>ബാക്കി കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average stack</source>
        <translation>ശരാശരി ചിപ്സ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>നിർത്തിവെച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not started yet</source>
        <translation>ഇതുവരെ തുടങ്ങിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last level: overtime</source>
        <translation>അവസാന ലെവൽ: അധിക സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No poker tournament tonight.</source>
        <translation>ഇന്ന് രാത്രി പോക്കർ ടൂർണമെന്റ് ഇല്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No baccarat table tonight.</source>
        <translation>ഇന്ന് രാത്രി ബക്കാര മേശ ഇല്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places</source>
        <translation>ഉറപ്പായ സ്ഥാനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prizes</source>
        <translation>സമ്മാനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands played</source>
        <translation>കളിച്ച കൈകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands left</source>
        <translation>ബാക്കി കൈകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table has closed: these are its results.</source>
        <translation>മേശ അടച്ചു: ഇവയാണ് ഫലങ്ങൾ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updates by itself</source>
        <translation>തനിയെ പുതുക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: trying again…</source>
        <translation>ബന്ധമില്ല: വീണ്ടും ശ്രമിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such page here.</source>
        <translation>ഇവിടെ അങ്ങനെയൊരു പേജ് ഇല്ല.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no competition “%s” tonight.</source>
        <translation>ഇന്ന് രാത്രി “%s” എന്ന മത്സരം ഇല്ല.</translation>
    </message>
</context>
<context>
    <name>PlayersPagePanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/displays/players_page_panel.py" line="+39"/>
        <location filename="../../cardnight_desk/web/words.py" line="-73"/>
        <source>Players&apos; page</source>
        <translation>കളിക്കാരുടെ പേജ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players open this on their phones: their table, standings, the poker clock.</source>
        <translation>കളിക്കാർ ഇത് അവരുടെ ഫോണിൽ തുറക്കുന്നു: അവരുടെ ടേബിൾ, സ്റ്റാൻഡിംഗ്സ്, പോക്കർ ക്ലോക്ക്.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve the players&apos; page on the hall&apos;s network</source>
        <translation>ഹാളിലെ നെറ്റ്‌വർക്കിൽ കളിക്കാരുടെ പേജ് ലഭ്യമാക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port</source>
        <translation>പോർട്ട്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the address shows here while it is on</source>
        <translation>ഓണായിരിക്കുമ്പോൾ വിലാസം ഇവിടെ കാണാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Starting the players&apos; page…</source>
        <translation>കളിക്കാരുടെ പേജ് ആരംഭിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopping the players&apos; page…</source>
        <translation>കളിക്കാരുടെ പേജ് നിർത്തുന്നു…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On: phones on the same network as this desk open the address, or scan the code.</source>
        <translation>ഓൺ: ഈ ഡെസ്കിന്റെ അതേ നെറ്റ്‌വർക്കിലുള്ള ഫോണുകളിൽ ഈ വിലാസം തുറക്കുക, അല്ലെങ്കിൽ കോഡ് സ്കാൻ ചെയ്യുക.</translation>
    </message>
</context>
<context>
    <name>PokerSheet</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/poker/description.py" line="+45"/>
        <source>Player</source>
        <translation>പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../cardnight_desk/web/words.py" line="+55"/>
        <source>Entries</source>
        <translation>പ്രവേശനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entry level</source>
        <translation>പ്രവേശന ലെവൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>before level 4</source>
        <translation>ലെവൽ 4-ന് മുമ്പ്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Busts</source>
        <translation>ബസ്റ്റുകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand no.</source>
        <translation>ഹാൻഡ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of that hand</source>
        <translation>ആ ഹാൻഡിന്റെ തുടക്കത്തിലെ ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Blind structure</source>
        <translation>ബ്ലൈൻഡ് ഘടന</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid places</source>
        <translation>സമ്മാനം ലഭിക്കുന്ന സ്ഥാനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payout percentages</source>
        <translation>സമ്മാന ശതമാനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prize pool</source>
        <translation>സമ്മാനത്തുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seats per table</source>
        <translation>ഓരോ ടേബിളിലെയും സീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break a table below</source>
        <translation>ഇതിൽ കുറവായാൽ ടേബിൾ പിരിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at each table</source>
        <translation>ഓരോ ടേബിളിലെയും കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Another player out in this hand</source>
        <extracomment>the report&apos;s fields: the busts&apos; lines, their player one of the table&apos;s players (each line headed &quot;Player out&quot;)</extracomment>
        <translation>ഇതേ ഹാൻഡിൽ മറ്റൊരു കളിക്കാരനും പുറത്ത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player out</source>
        <translation>പുറത്തായ കളിക്കാരൻ</translation>
    </message>
</context>
<context>
    <name>PreviewModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-82"/>
        <source>new</source>
        <translation>പുതിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adds competitions</source>
        <translation>മത്സരങ്ങൾ ചേർക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>മാറ്റമില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Row</source>
        <translation>വരി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Will be</source>
        <translation>ആകുന്നത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitions</source>
        <translation>മത്സരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teams</source>
        <translation>ടീമുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems</source>
        <translation>പ്രശ്നങ്ങൾ</translation>
    </message>
</context>
<context>
    <name>PrintingArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/printing/area.py" line="+48"/>
        <source>Score sheets</source>
        <translation>സ്കോർ ഷീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cards</source>
        <translation>ടേബിൾ കാർഡുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seating lists</source>
        <translation>ഇരിപ്പിട പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout bracket</source>
        <translation>നോക്കൗട്ട് ബ്രാക്കറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>സ്റ്റാൻഡിംഗ്സ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final results</source>
        <translation>അന്തിമ ഫലങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Certificates</source>
        <translation>സർട്ടിഫിക്കറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results so far</source>
        <extracomment>The results printed while a competition played is not finished (the printout&apos;s title: &quot;Results so far — provisional&quot;)</extracomment>
        <translation>ഇതുവരെയുള്ള ഫലങ്ങൾ</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>latest</source>
        <translation>ഏറ്റവും പുതിയത്</translation>
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
        <translation>പ്രിവ്യൂ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save PDF…</source>
        <translation>PDF സേവ് ചെയ്യുക (&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open to p&amp;rint</source>
        <translation>പ്രിന്റ് ചെയ്യാൻ തുറക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose what to print, then Preview: its pages show here before anything is saved or printed.</source>
        <translation>എന്ത് പ്രിന്റ് ചെയ്യണമെന്ന് തിരഞ്ഞെടുക്കുക, പിന്നെ പ്രിവ്യൂ: എന്തെങ്കിലും സേവ് ചെയ്യുന്നതിനോ പ്രിന്റ് ചെയ്യുന്നതിനോ മുമ്പ് അതിന്റെ പേജുകൾ ഇവിടെ കാണിക്കും.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Document</source>
        <translation>ഡോക്യുമെന്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>റൗണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paper</source>
        <translation>പേപ്പർ</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Nothing was printed: certificates follow the final results.</source>
        <translation>ഒന്നും പ്രിന്റ് ചെയ്തില്ല: അന്തിമ ഫലങ്ങൾക്ക് ശേഷമാണ് സർട്ടിഫിക്കറ്റുകൾ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These names have characters the fonts of the desk do not have, printed as a question mark in a box; correct them in Registration if they are misspelt:
%s</source>
        <translation>ഈ പേരുകളിൽ ഡെസ്കിന്റെ ഫോണ്ടുകളിൽ ഇല്ലാത്ത അക്ഷരങ്ങളുണ്ട്, അവ ഒരു ചതുരത്തിലെ ചോദ്യചിഹ്നമായി പ്രിന്റ് ചെയ്യും; അക്ഷരത്തെറ്റാണെങ്കിൽ രജിസ്ട്രേഷനിൽ തിരുത്തുക:
%s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preparing %s…</source>
        <translation>%s തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cancelled: nothing was printed.</source>
        <translation>റദ്ദാക്കി: ഒന്നും പ്രിന്റ് ചെയ്തില്ല.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The players&apos; page is on: its address and QR code are printed on them (%s).</source>
        <translation>കളിക്കാരുടെ പേജ് ഓണാണ്: അതിന്റെ വിലാസവും QR കോഡും ഇവയിൽ പ്രിന്റ് ചെയ്യും (%s).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table entry is on: each side&apos;s entry link is printed as a QR code with its name.</source>
        <translation>ടേബിൾ എൻട്രി ഓണാണ്: ഓരോ വശത്തിന്റെയും എൻട്രി ലിങ്ക് പേരിനൊപ്പം QR കോഡായി അച്ചടിക്കും.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table entry is on, but the players&apos; page is off: each side&apos;s link is printed as its path, without a QR code. Switch the players&apos; page on (Displays) and print again for the codes.</source>
        <translation>ടേബിൾ എൻട്രി ഓണാണ്, പക്ഷേ കളിക്കാരുടെ പേജ് ഓഫാണ്: ഓരോ വശത്തിന്റെയും ലിങ്ക് QR കോഡില്ലാതെ പാത്ത് ആയി അച്ചടിക്കും. കോഡുകൾക്കായി കളിക്കാരുടെ പേജ് (ഡിസ്‌പ്ലേകൾ) ഓണാക്കി വീണ്ടും അച്ചടിക്കുക.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print certificates early?</source>
        <translation>സർട്ടിഫിക്കറ്റുകൾ നേരത്തെ പ്രിന്റ് ചെയ്യണോ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished yet:
%s

Print the certificates now? They are marked provisional and name no place: each says where its competition stands.</source>
        <translation>ഇതുവരെ പൂർത്തിയായിട്ടില്ല:
%s

സർട്ടിഫിക്കറ്റുകൾ ഇപ്പോൾ അച്ചടിക്കണോ? അവ താൽക്കാലികം എന്ന് അടയാളപ്പെടുത്തും, ഒരു സ്ഥാനവും പറയില്ല: ഓരോന്നും അതിന്റെ മത്സരം എവിടെ എത്തി എന്ന് പറയും.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>1 page ready. Save the PDF, or open it to print.</source>
        <translation>1 പേജ് തയ്യാർ. PDF സേവ് ചെയ്യുക, അല്ലെങ്കിൽ പ്രിന്റ് ചെയ്യാൻ തുറക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d pages ready. Save the PDF, or open it to print.</source>
        <translation>%d പേജുകൾ തയ്യാർ. PDF സേവ് ചെയ്യുക, അല്ലെങ്കിൽ പ്രിന്റ് ചെയ്യാൻ തുറക്കുക.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save PDF</source>
        <translation>PDF സേവ് ചെയ്യുക</translation>
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
        <translation>സേവ് ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Nothing was saved: %s.</source>
        <translation>ഒന്നും സേവ് ചെയ്തില്ല: %s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: %s was kept as it was.</source>
        <translation>സേവ് ചെയ്തില്ല: %s അതുപോലെ തന്നെ സൂക്ഷിച്ചു.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %s</source>
        <translation>%s സേവ് ചെയ്തു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the PDF?</source>
        <translation>PDF മാറ്റിസ്ഥാപിക്കണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%s already exists.

Replace it with the document previewed now?</source>
        <translation>%s ഇതിനകം ഉണ്ട്.

ഇപ്പോൾ പ്രിവ്യൂ ചെയ്ത ഡോക്യുമെന്റ് കൊണ്ട് ഇത് മാറ്റിസ്ഥാപിക്കണോ?</translation>
    </message>
</context>
<context>
    <name>ProgressWords</name>
    <message>
        <location filename="../../cardnight_desk/gui/progress_words.py" line="+12"/>
        <location filename="../../cardnight_desk/web/words.py" line="-35"/>
        <source>final</source>
        <translation>അന്തിമം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after round %d, round %d under way — provisional</source>
        <translation>റൗണ്ട് %d-ന് ശേഷം, റൗണ്ട് %d നടക്കുന്നു — താൽക്കാലികം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after round %d — provisional</source>
        <translation>റൗണ്ട് %d-ന് ശേഷം — താൽക്കാലികം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %d under way — provisional</source>
        <translation>റൗണ്ട് %d നടക്കുന്നു — താൽക്കാലികം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no round played yet — provisional</source>
        <translation>ഇതുവരെ റൗണ്ടൊന്നും കളിച്ചിട്ടില്ല — താൽക്കാലികം</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/qt_words.py" line="+32"/>
        <source>&amp;Select All</source>
        <translation>എല്ലാം തിരഞ്ഞെടുക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>കൂട്ടുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>കുറയ്ക്കുക (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="-10"/>
        <source>&amp;Undo</source>
        <translation>പഴയപടിയാക്കുക (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>വീണ്ടും ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>മുറിക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>ഒട്ടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>ഇല്ലാതാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>എല്ലാം തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-15"/>
        <source>OK</source>
        <translation>ശരി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>അതെ (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>ഇല്ല (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>പ്രയോഗിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>സഹായം</translation>
    </message>
</context>
<context>
    <name>RegistrationArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/area.py" line="+49"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel വർക്ക്ബുക്കുകൾ (*.xlsx)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Filter: name, number, phone, email or team</source>
        <translation>ഫിൽട്ടർ: പേര്, നമ്പർ, ഫോൺ, ഇമെയിൽ അല്ലെങ്കിൽ ടീം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>എല്ലാവരും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not checked in</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Import…</source>
        <translation>ഇംപോർട്ട് (&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport…</source>
        <translation>എക്സ്പോർട്ട് (&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;template…</source>
        <translation>ടെംപ്ലേറ്റ് സേവ് ചെയ്യുക (&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it player</source>
        <translation>കളിക്കാരനെ എഡിറ്റ് ചെയ്യുക (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Withdraw…</source>
        <translation>പിൻവലിക്കുക (&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name…</source>
        <translation>പേര് മാറ്റുക (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename the chosen player, or their team, everywhere</source>
        <translation>തിരഞ്ഞെടുത്ത കളിക്കാരന്റെയോ അവരുടെ ടീമിന്റെയോ പേര് എല്ലായിടത്തും മാറ്റുക</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ടീം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check-in</source>
        <translation>ചെക്ക്-ഇൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who&apos;s here</source>
        <translation>ആരൊക്കെ എത്തി</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>All competitions</source>
        <translation>എല്ലാ മത്സരങ്ങളും</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+29"/>
        <source>Choose a player in the table first.</source>
        <translation>ആദ്യം പട്ടികയിൽ ഒരു കളിക്കാരനെ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Choose a player who is registered in a competition.</source>
        <translation>ഒരു മത്സരത്തിൽ രജിസ്റ്റർ ചെയ്ത കളിക്കാരനെ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s withdrawn from %s.</source>
        <translation>%s-നെ %s-ൽ നിന്ന് പിൻവലിച്ചു.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player %d: %s</source>
        <translation>കളിക്കാരൻ %d: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team %s (%s)</source>
        <translation>ടീം %s (%s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>Rename</source>
        <translation>പേര് മാറ്റുക</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rename whom?</source>
        <translation>ആരുടെ പേരാണ് മാറ്റേണ്ടത്?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New name for %s:</source>
        <translation>%s-ന്റെ പുതിയ പേര്:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%s is now %s.</source>
        <translation>%s ഇനി %s ആണ്.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import players</source>
        <translation>കളിക്കാരെ ഇംപോർട്ട് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reading %s…</source>
        <translation>%s വായിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the workbook…</source>
        <translation>വർക്ക്ബുക്ക് വായിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was imported: %d rows have the name of a player already registered, with another date of birth. Correct the date that is wrong and import again.</source>
        <translation>ഒന്നും ഇംപോർട്ട് ചെയ്തില്ല: %d വരികളിൽ ഇതിനകം രജിസ്റ്റർ ചെയ്ത ഒരു കളിക്കാരന്റെ പേരുണ്ട്, മറ്റൊരു ജനനത്തീയതിയോടെ. തെറ്റായ തീയതി തിരുത്തി വീണ്ടും ഇംപോർട്ട് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported: %d rows are refused.</source>
        <translation>ഒന്നും ഇംപോർട്ട് ചെയ്തില്ല: %d വരികൾ നിരസിച്ചു.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled.</source>
        <translation>ഇംപോർട്ട് റദ്ദാക്കി.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Judge PIN</source>
        <translation>ജഡ്ജ് PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This workbook carries judges&apos; overrides. A judge&apos;s PIN is needed to import it:</source>
        <translation>ഈ വർക്ക്ബുക്കിൽ ജഡ്ജിമാരുടെ ഓവർറൈഡുകളുണ്ട്. ഇത് ഇംപോർട്ട് ചെയ്യാൻ ജഡ്ജിന്റെ PIN വേണം:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Importing…</source>
        <translation>ഇംപോർട്ട് ചെയ്യുന്നു…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Imported %d new players, %d registrations and %d teams.</source>
        <translation>%d പുതിയ കളിക്കാർ, %d രജിസ്ട്രേഷനുകൾ, %d ടീമുകൾ ഇംപോർട്ട് ചെയ്തു.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>… and %d more</source>
        <translation>… കൂടാതെ %d എണ്ണം കൂടി</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export the event</source>
        <translation>ഇവന്റ് എക്സ്പോർട്ട് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exporting…</source>
        <translation>എക്സ്പോർട്ട് ചെയ്യുന്നു…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %s: %s.</source>
        <translation>%s എഴുതി: %s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a registration template</source>
        <translation>ഒരു രജിസ്ട്രേഷൻ ടെംപ്ലേറ്റ് സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved a blank registration workbook to %s.</source>
        <translation>ഒഴിഞ്ഞ രജിസ്ട്രേഷൻ വർക്ക്ബുക്ക് %s-ലേക്ക് സേവ് ചെയ്തു.</translation>
    </message>
</context>
<context>
    <name>ResultsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+23"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet</source>
        <translation>ബെറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stake</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net</source>
        <translation>നെറ്റ്</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+94"/>
        <location line="+11"/>
        <source>Last hand</source>
        <translation>അവസാന ഹാൻഡ്</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>No hand settled yet.</source>
        <translation>ഇതുവരെ ഒരു ഹാൻഡും തീർപ്പാക്കിയിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand %d</source>
        <translation>ഹാൻഡ് %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>natural</source>
        <translation>നാച്ചുറൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dragon 7</source>
        <translation>ഡ്രാഗൺ 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>പ്ലെയർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Banker</source>
        <translation>ബാങ്കർ</translation>
    </message>
</context>
<context>
    <name>RollModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/checkin.py" line="-196"/>
        <source>here</source>
        <translation>എത്തി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing</source>
        <translation>എത്തിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not admitted</source>
        <translation>പ്രവേശനം ഇല്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked in</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>കുറിപ്പ്</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>late arrival: seat them in the next draw</source>
        <translation>വൈകിയെത്തി: അടുത്ത ഡ്രോയിൽ സീറ്റ് നൽകുക</translation>
    </message>
</context>
<context>
    <name>RollPanel</name>
    <message>
        <location line="+198"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here</source>
        <translation>എത്തിയവർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing</source>
        <translation>എത്തിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late</source>
        <translation>വൈകി</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not admitted (EV-1)</source>
        <translation>പ്രവേശനം ഇല്ല (EV-1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No competitions yet.</source>
        <translation>ഇതുവരെ മത്സരങ്ങളില്ല.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Here %d · Missing %d · Late %d · Not admitted %d</source>
        <translation>എത്തി %d · എത്തിയിട്ടില്ല %d · വൈകി %d · പ്രവേശനം ഇല്ല %d</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/rules_dialog.py" line="+72"/>
        <source>Rules in force — %s</source>
        <translation>ബാധകമായ നിയമങ്ങൾ — %s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The desk&apos;s rulings for this game and for every competition. Beside a ruling that is a setting is the value this competition uses.</source>
        <translation>ഈ ഗെയിമിനും എല്ലാ മത്സരങ്ങൾക്കുമുള്ള ഡെസ്കിന്റെ റൂളിംഗുകൾ. ഒരു ക്രമീകരണമായ റൂളിംഗിന് അരികിൽ ഈ മത്സരം ഉപയോഗിക്കുന്ന മൂല്യം കാണാം.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Find a ruling (BH-5) or a word…</source>
        <translation>ഒരു റൂളിംഗ് (BH-5) അല്ലെങ്കിൽ വാക്ക് കണ്ടെത്തുക…</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+10"/>
        <source>Rules</source>
        <translation>നിയമങ്ങൾ</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>There is no competition &apos;%s&apos; in this event.</source>
        <translation>ഈ ഇവന്റിൽ &apos;%s&apos; എന്ന മത്സരം ഇല്ല.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rulings cannot be read: %s</source>
        <translation>റൂളിംഗുകൾ വായിക്കാനാകുന്നില്ല: %s</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>In force here — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</source>
        <translation>ഇവിടെ ബാധകം — %s: &lt;b&gt;%s&lt;/b&gt; (%s)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Other settings of this competition</source>
        <translation>ഈ മത്സരത്തിന്റെ മറ്റ് ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>the default</source>
        <translation>സ്ഥിരമൂല്യം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed for this event; the default is %s</source>
        <translation>ഈ ഇവന്റിനായി മാറ്റി; സ്ഥിരമൂല്യം %s ആണ്</translation>
    </message>
</context>
<context>
    <name>RummyTableForm</name>
    <message>
        <location filename="../../cardnight_desk/domain/games/rummy/description.py" line="+44"/>
        <source>normal</source>
        <translation>സാധാരണ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first-turn rummy</source>
        <translation>ആദ്യ ടേൺ റമ്മി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand rummy</source>
        <translation>ഹാൻഡ് റമ്മി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void (stock ran out)</source>
        <translation>അസാധു (സ്റ്റോക്ക് തീർന്നു)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>ഡീൽ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Deals</source>
        <translation>ഡീലുകൾ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Result</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won</source>
        <translation>ജയിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropped</source>
        <translation>ഡ്രോപ്പ് ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>തോറ്റു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>void</source>
        <translation>അസാധു</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dropped</source>
        <translation>ഡ്രോപ്പ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at the first turn (25)</source>
        <translation>ആദ്യ ടേണിൽ (25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>later (50)</source>
        <translation>പിന്നീട് (50)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Points</source>
        <translation>പോയിന്റുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards</source>
        <translation>ചീട്ടുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild</source>
        <translation>വൈൽഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Had a turn</source>
        <translation>ടേൺ കിട്ടി</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Target</source>
        <translation>ലക്ഷ്യം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal limit</source>
        <translation>ഡീൽ പരിധി</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/rummy/score_form.py" line="+100"/>
        <source>Add a &amp;deal</source>
        <translation>ഒരു ഡീൽ ചേർക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>w won · f first drop (25) · m middle drop (50) · a number: points lost · or the 13 cards (10H JH …) with the wild rank · v void · in first-turn and hand-rummy deals add + (had a turn) or - (no turn yet) to a loser</source>
        <translation>w ജയിച്ചു · f ഫസ്റ്റ് ഡ്രോപ്പ് (25) · m മിഡിൽ ഡ്രോപ്പ് (50) · ഒരു സംഖ്യ: നഷ്ടമായ പോയിന്റുകൾ · അല്ലെങ്കിൽ വൈൽഡ് റാങ്കോടെ 13 കാർഡുകൾ (10H JH …) · v അസാധു · ഫസ്റ്റ്-ടേൺ, ഹാൻഡ്-റമ്മി ഡീലുകളിൽ തോറ്റയാൾക്ക് + (ടേൺ കിട്ടി) അല്ലെങ്കിൽ - (ഇതുവരെ ടേൺ ഇല്ല) ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deal %s</source>
        <translation>ഡീൽ %s</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Not a valid sheet yet: see the notes under the deals.</source>
        <translation>ഷീറ്റ് ഇതുവരെ ശരിയല്ല: ഡീലുകൾക്ക് താഴെയുള്ള കുറിപ്പുകൾ കാണുക.</translation>
    </message>
    <message>
        <location line="-153"/>
        <location line="+144"/>
        <source>out</source>
        <translation>പുറത്ത്</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%s (after deal %s)</source>
        <translation>%s (ഡീൽ %s-ന് ശേഷം)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out: %s</source>
        <translation>പുറത്ത്: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level on the lowest total: %s play one more deal between them (RU-8)</source>
        <translation>ഏറ്റവും കുറഞ്ഞ ആകെത്തുകയിൽ തുല്യം: %s തമ്മിൽ ഒരു ഡീൽ കൂടി കളിക്കുന്നു (RU-8)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: %s</source>
        <translation>വിജയി: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on.</source>
        <translation>കളി തുടരുന്നു.</translation>
    </message>
</context>
<context>
    <name>SameNamesQuestion</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="+213"/>
        <source>Same players?</source>
        <translation>അതേ കളിക്കാരാണോ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%d rows have the name of a player already registered, with another date of birth:</source>
        <translation>%d വരികളിൽ ഇതിനകം രജിസ്റ്റർ ചെയ്ത ഒരു കളിക്കാരന്റെ പേരുണ്ട്, മറ്റൊരു ജനനത്തീയതിയോടെ:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Are they other people, to be registered as new players? No imports nothing: correct the date of birth that is wrong and import again.</source>
        <translation>ഇവർ മറ്റ് ആളുകളാണോ, പുതിയ കളിക്കാരായി രജിസ്റ്റർ ചെയ്യേണ്ടവർ? &quot;ഇല്ല&quot; ഒന്നും ഇംപോർട്ട് ചെയ്യില്ല: തെറ്റായ ജനനത്തീയതി തിരുത്തി വീണ്ടും ഇംപോർട്ട് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no date of birth</source>
        <translation>ജനനത്തീയതി ഇല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %d, %s, born %s</source>
        <translation>കളിക്കാരൻ %d, %s, ജനനം %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row %d: %s, born %s — %s</source>
        <translation>വരി %d: %s, ജനനം %s — %s</translation>
    </message>
</context>
<context>
    <name>ScoresArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="+106"/>
        <source>type or scan the sheet number, then Enter</source>
        <translation>ഷീറ്റ് നമ്പർ ടൈപ്പ് ചെയ്യുക അല്ലെങ്കിൽ സ്കാൻ ചെയ്യുക, എന്നിട്ട് Enter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge P&amp;IN…</source>
        <translation>ജഡ്ജ് PIN (&amp;I)…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Co&amp;mpetition</source>
        <translation>മത്സരം (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Round</source>
        <translation>റൗണ്ട് (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sheet &amp;number</source>
        <translation>ഷീറ്റ് നമ്പർ (&amp;N)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sheets</source>
        <translation>ഷീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>ചരിത്രം</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Add a competition first (Event area).</source>
        <translation>ആദ്യം ഒരു മത്സരം ചേർക്കുക (ഇവന്റ് ഭാഗം).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%s&apos; has no rounds drawn yet (Draws area).</source>
        <translation>&apos;%s&apos;-ൽ ഇതുവരെ റൗണ്ടുകൾ ഡ്രോ ചെയ്തിട്ടില്ല (ഡ്രോകൾ ഭാഗം).</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Judge PIN not changed: %s</source>
        <translation>ജഡ്ജ് PIN മാറ്റിയില്ല: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judge PIN changed.</source>
        <translation>ജഡ്ജ് PIN മാറ്റി.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judge PIN set.</source>
        <translation>ജഡ്ജ് PIN സജ്ജമാക്കി.</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seat_dialog.py" line="+37"/>
        <source>Seat a player</source>
        <translation>ഒരു കളിക്കാരന് സീറ്റ് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %d</source>
        <translation>സീറ്റ് %d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the player&apos;s name</source>
        <translation>കളിക്കാരന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;eat</source>
        <translation>സീറ്റ് നൽകുക (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player</source>
        <translation>കളിക്കാരൻ (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Chips</source>
        <translation>ചിപ്പുകൾ (&amp;C)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Type the player&apos;s name.</source>
        <translation>കളിക്കാരന്റെ പേര് ടൈപ്പ് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips are an amount of 0 or more, in whole cents.</source>
        <translation>ചിപ്പുകൾ 0 അല്ലെങ്കിൽ അതിൽ കൂടുതലുള്ള തുകയാണ്, മുഴുവൻ സെന്റുകളിൽ.</translation>
    </message>
</context>
<context>
    <name>SeatsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="-56"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-37"/>
        <location filename="../../cardnight_desk/web/words.py" line="-5"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="+1"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips</source>
        <translation>ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet this hand</source>
        <translation>ഈ ഹാൻഡിലെ ബെറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <translation>ലഭ്യമായത്</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Table</source>
        <translation>ടേബിൾ</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="-70"/>
        <source>Seats</source>
        <translation>സീറ്റുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add seat…</source>
        <translation>സീറ്റ് ചേർക്കുക (&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove seat…</source>
        <translation>സീറ്റ് നീക്കം ചെയ്യുക (&amp;R)…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seats (%d of %d taken)</source>
        <translation>സീറ്റുകൾ (%d / %d നിറഞ്ഞു)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_dialog.py" line="-66"/>
        <source>Settings of %s</source>
        <translation>%s എന്നതിന്റെ ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kept in the history</source>
        <translation>ചരിത്രത്തിൽ സൂക്ഷിക്കും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Why</source>
        <translation>കാരണം (&amp;W)</translation>
    </message>
</context>
<context>
    <name>SettingsForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/event/settings_form.py" line="-87"/>
        <source>Fixed: a round has been drawn with it</source>
        <translation>ഉറപ്പിച്ചു: ഇതുവെച്ച് ഒരു റൗണ്ട് നറുക്കെടുത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: a score sheet has been scored with it</source>
        <translation>ഉറപ്പിച്ചു: ഇതുവെച്ച് ഒരു സ്കോർ ഷീറ്റ് കണക്കാക്കി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the final table&apos;s sheet has been scored with it</source>
        <translation>ഉറപ്പിച്ചു: ഇതുവെച്ച് ഫൈനൽ ടേബിളിന്റെ ഷീറ്റ് കണക്കാക്കി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fixed: players have entered with it</source>
        <translation>ഉറപ്പിച്ചു: ഇതുവെച്ച് കളിക്കാർ പ്രവേശിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the clock has started</source>
        <translation>ഉറപ്പിച്ചു: ക്ലോക്ക് തുടങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: the seats have been drawn</source>
        <translation>ഉറപ്പിച്ചു: ഇരിപ്പിടങ്ങൾ നറുക്കെടുത്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed: play has begun at the table</source>
        <translation>ഉറപ്പിച്ചു: ടേബിളിൽ കളി തുടങ്ങി</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/sheet_forms/base.py" line="+169"/>
        <source>the rules of &apos;%s&apos; cannot check this sheet here (%s: %s)</source>
        <translation>&apos;%s&apos;-ന്റെ നിയമങ്ങൾക്ക് ഈ ഷീറ്റ് ഇവിടെ പരിശോധിക്കാൻ കഴിയില്ല (%s: %s)</translation>
    </message>
</context>
<context>
    <name>SheetJudgeAsking</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sheet_judge.py" line="+35"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>സേവ് ചെയ്തില്ല: %s. നിങ്ങളുടെ എൻട്രി ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This sheet gives or takes off penalties: a judge answers for them, with the judge PIN (EV-4).</source>
        <translation>ഈ ഷീറ്റ് പെനാൽറ്റികൾ നൽകുകയോ നീക്കുകയോ ചെയ്യുന്നു: ജഡ്ജ് PIN സഹിതം ഒരു ജഡ്ജ് അവയ്ക്ക് ഉത്തരവാദിയാകുന്നു (EV-4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: penalties on a sheet need a judge. Your entry is still in the form.</source>
        <translation>സേവ് ചെയ്തില്ല: ഷീറ്റിലെ പെനാൽറ്റികൾക്ക് ഒരു ജഡ്ജ് വേണം. നിങ്ങളുടെ എൻട്രി ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
</context>
<context>
    <name>SheetJudgeDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/judge_dialogs.py" line="-31"/>
        <source>Judge for the sheet&apos;s penalties</source>
        <translation>ഷീറ്റിലെ പെനാൽറ്റികൾക്കുള്ള ജഡ്ജ്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the judge&apos;s name.</source>
        <translation>ജഡ്ജിന്റെ പേര് നൽകുക.</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/panel.py" line="+66"/>
        <source>Choose a table, or type or scan its sheet number.</source>
        <translation>ഒരു ടേബിൾ തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ അതിന്റെ ഷീറ്റ് നമ്പർ ടൈപ്പ് ചെയ്യുക/സ്കാൻ ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+187"/>
        <source>&amp;Save draft  (Ctrl+S)</source>
        <translation>ഡ്രാഫ്റ്റ് സേവ് ചെയ്യുക (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Save and &amp;confirm  (Ctrl+Enter)</source>
        <translation>സേവ് ചെയ്ത് സ്ഥിരീകരിക്കുക (&amp;C)  (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit as &amp;judge…</source>
        <translation>ജഡ്ജായി എഡിറ്റ് ചെയ്യുക (&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first entry is wrong: &amp;replace it with this one</source>
        <translation>ആദ്യ എൻട്രി തെറ്റാണ്: ഇതുപയോഗിച്ച് മാറ്റിസ്ഥാപിക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Penalty…</source>
        <translation>പെനാൽറ്റി (&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules…</source>
        <translation>നിയമങ്ങൾ (&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rulings in force for this competition, at the one a refusal cites</source>
        <translation>ഈ മത്സരത്തിന് ബാധകമായ റൂളിംഗുകൾ, നിരസിക്കലിൽ പരാമർശിച്ച റൂളിംഗിൽ തുറന്ന്</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>the sheet of %1, round %2, table %3</source>
        <translation>%1-ന്റെ ഷീറ്റ്, റൗണ്ട് %2, ടേബിൾ %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%s — round %s — table %s (sheet %s): %s</source>
        <translation>%s — റൗണ്ട് %s — ടേബിൾ %s (ഷീറ്റ് %s): %s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sheets of this game are not entered here.</source>
        <translation>ഈ ഗെയിമിന്റെ ഷീറ്റുകൾ ഇവിടെ എൻട്രി ചെയ്യുന്നില്ല.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your unsaved entry for this table was kept and is back in the form.</source>
        <translation>ഈ ടേബിളിനായി സേവ് ചെയ്യാത്ത നിങ്ങളുടെ എൻട്രി സൂക്ഷിച്ചിരുന്നു, അത് വീണ്ടും ഫോമിലുണ്ട്.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;p&gt;&lt;b&gt;To enter a score sheet:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Choose the competition and the round, at the top left.&lt;/li&gt;&lt;li&gt;Choose a table in the list (double-click it or press Enter), or type or scan the number printed on its sheet in &lt;i&gt;Sheet number&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;The table&apos;s sheet opens here: type what is written on it, then &lt;i&gt;Save draft&lt;/i&gt; or &lt;i&gt;Save and confirm&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No tables in the list? Draw the round first, in the Draws area.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ഒരു സ്കോർ ഷീറ്റ് എൻട്രി ചെയ്യാൻ:&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;&lt;li&gt;മുകളിൽ ഇടതുവശത്ത് മത്സരവും റൗണ്ടും തിരഞ്ഞെടുക്കുക.&lt;/li&gt;&lt;li&gt;ലിസ്റ്റിൽ നിന്ന് ഒരു ടേബിൾ തിരഞ്ഞെടുക്കുക (അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക അല്ലെങ്കിൽ Enter അമർത്തുക), അല്ലെങ്കിൽ അതിന്റെ ഷീറ്റിൽ അച്ചടിച്ച നമ്പർ &lt;i&gt;ഷീറ്റ് നമ്പർ&lt;/i&gt; എന്നതിൽ ടൈപ്പ് ചെയ്യുക/സ്കാൻ ചെയ്യുക.&lt;/li&gt;&lt;li&gt;ടേബിളിന്റെ ഷീറ്റ് ഇവിടെ തുറക്കും: അതിൽ എഴുതിയിരിക്കുന്നത് ടൈപ്പ് ചെയ്യുക, എന്നിട്ട് &lt;i&gt;ഡ്രാഫ്റ്റ് സേവ് ചെയ്യുക&lt;/i&gt; അല്ലെങ്കിൽ &lt;i&gt;സേവ് ചെയ്ത് സ്ഥിരീകരിക്കുക&lt;/i&gt;.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;ലിസ്റ്റിൽ ടേബിളുകൾ ഇല്ലേ? ആദ്യം ഡ്രോകൾ എന്ന ഭാഗത്ത് റൗണ്ട് ഡ്രോ ചെയ്യുക.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>&amp;Save entry  (Ctrl+S)</source>
        <translation>എൻട്രി സേവ് ചെയ്യുക (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save the judge&apos;s change  (Ctrl+S)</source>
        <translation>ജഡ്ജിന്റെ മാറ്റം സേവ് ചെയ്യുക (&amp;S)  (Ctrl+S)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing stored for this table yet.</source>
        <translation>ഈ ടേബിളിനായി ഇതുവരെ ഒന്നും സൂക്ഷിച്ചിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmed (version %s). Only a judge can change it.</source>
        <translation>സ്ഥിരീകരിച്ചു (പതിപ്പ് %s). ഒരു ജഡ്ജിന് മാത്രമേ ഇത് മാറ്റാനാകൂ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first entry (by %s) is in. Second entry: type the sheet again without looking at the first.</source>
        <translation>ആദ്യ എൻട്രി (%s ചെയ്തത്) വന്നിട്ടുണ്ട്. രണ്ടാം എൻട്രി: ആദ്യത്തേത് നോക്കാതെ ഷീറ്റ് വീണ്ടും ടൈപ്പ് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First entry stored (by %s); it waits for a second, blind entry.</source>
        <translation>ആദ്യ എൻട്രി സൂക്ഷിച്ചു (%s ചെയ്തത്); രണ്ടാമതൊരു ബ്ലൈൻഡ് എൻട്രിക്കായി കാത്തിരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draft (version %1), entered by %2.</source>
        <translation>ഡ്രാഫ്റ്റ് (പതിപ്പ് %1), %2 എൻട്രി ചെയ്തത്.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not saved: the sheet is not valid yet (see the notes on the form).</source>
        <translation>സേവ് ചെയ്തില്ല: ഷീറ്റ് ഇതുവരെ ശരിയല്ല (ഫോമിലെ കുറിപ്പുകൾ കാണുക).</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>This table is gone (the round was drawn again).</source>
        <translation>ഈ ടേബിൾ ഇപ്പോൾ ഇല്ല (റൗണ്ട് വീണ്ടും ഡ്രോ ചെയ്തു).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> It has been changed at another desk since you opened it.</source>
        <translation> നിങ്ങൾ തുറന്നതിന് ശേഷം ഇത് മറ്റൊരു ഡെസ്കിൽ മാറ്റിയിട്ടുണ്ട്.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Judges&apos; penalties at this table: %s.</source>
        <translation>ഈ ടേബിളിലെ ജഡ്ജിമാരുടെ ശിക്ഷകൾ: %s.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set aside: %s.</source>
        <translation>മാറ്റിവെച്ചു: %s.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not saved: %s. Your entry is still in the form.</source>
        <translation>സേവ് ചെയ്തില്ല: %s. നിങ്ങളുടെ എൻട്രി ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This sheet is confirmed: use &apos;Edit as judge&apos; to change it.</source>
        <translation>ഈ ഷീറ്റ് സ്ഥിരീകരിച്ചതാണ്: മാറ്റാൻ &apos;ജഡ്ജായി എഡിറ്റ് ചെയ്യുക&apos; ഉപയോഗിക്കുക.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saved and confirmed.</source>
        <translation>സേവ് ചെയ്ത് സ്ഥിരീകരിച്ചു.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved as a draft.</source>
        <translation>ഡ്രാഫ്റ്റായി സേവ് ചെയ്തു.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Confirmed.</source>
        <translation>സ്ഥിരീകരിച്ചു.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The version stored at the other desk is in the form now; yours was not saved.</source>
        <translation>മറ്റേ ഡെസ്കിൽ സൂക്ഷിച്ച പതിപ്പ് ഇപ്പോൾ ഫോമിലുണ്ട്; നിങ്ങളുടേത് സേവ് ചെയ്തില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: the sheet was changed at another desk. Your entry is still in the form.</source>
        <translation>സേവ് ചെയ്തില്ല: ഷീറ്റ് മറ്റൊരു ഡെസ്കിൽ മാറ്റി. നിങ്ങളുടെ എൻട്രി ഇപ്പോഴും ഫോമിലുണ്ട്.</translation>
    </message>
</context>
<context>
    <name>SidesBox</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/sides.py" line="+52"/>
        <source>%1 at %2, from %3</source>
        <translation>%1, %2-ന്, %3-ൽ നിന്ന്</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>yes</source>
        <translation>അതെ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>agreed at the table, the desk&apos;s draft differs</source>
        <translation>ടേബിളിൽ യോജിച്ചു, ഡെസ്കിന്റെ ഡ്രാഫ്റ്റ് വ്യത്യസ്തം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>agreed at the table</source>
        <translation>ടേബിളിൽ യോജിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entries differ</source>
        <translation>എൻട്രികൾ വ്യത്യസ്തം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 sides entered</source>
        <translation>%2-ൽ %1 വശങ്ങൾ നൽകി</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Entered at the table: %s.</source>
        <translation>ടേബിളിൽ നൽകിയത്: %s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt; (%s), but the draft below was typed at the desk and differs from their sheet at the marked fields. Check the paper sheet: keep the desk&apos;s draft, or take the sides&apos; entry into the form; then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ടേബിളിൽ യോജിച്ചു&lt;/b&gt; (%s), പക്ഷേ താഴെയുള്ള ഡ്രാഫ്റ്റ് ഡെസ്കിൽ ടൈപ്പ് ചെയ്തതാണ്, അടയാളപ്പെടുത്തിയ ഫീൽഡുകളിൽ അവരുടെ ഷീറ്റിൽ നിന്ന് വ്യത്യസ്തവുമാണ്. കടലാസ് ഷീറ്റ് പരിശോധിക്കുക: ഡെസ്കിന്റെ ഡ്രാഫ്റ്റ് നിലനിർത്തുക, അല്ലെങ്കിൽ വശങ്ങളുടെ എൻട്രി ഫോമിലേക്ക് എടുക്കുക; തുടർന്ന് &lt;i&gt;സേവ് ചെയ്ത് സ്ഥിരീകരിക്കുക&lt;/i&gt; (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Agreed at the table&lt;/b&gt;: every side entered this sheet (%s). It is the draft below: check it against the paper sheet, then &lt;i&gt;Save and confirm&lt;/i&gt; (Ctrl+Enter).</source>
        <translation>&lt;b&gt;ടേബിളിൽ യോജിച്ചു&lt;/b&gt;: എല്ലാ വശങ്ങളും ഈ ഷീറ്റ് തന്നെ നൽകി (%s). താഴെയുള്ള ഡ്രാഫ്റ്റ് ഇതാണ്: കടലാസ് ഷീറ്റുമായി ഒത്തുനോക്കി &lt;i&gt;സേവ് ചെയ്ത് സ്ഥിരീകരിക്കുക&lt;/i&gt; (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;The sides&apos; entries differ&lt;/b&gt; at the fields below (%s). Check the paper sheet, take one side&apos;s entry into the form, correct it and confirm it.</source>
        <translation>താഴെയുള്ള ഫീൽഡുകളിൽ &lt;b&gt;വശങ്ങളുടെ എൻട്രികൾ വ്യത്യസ്തമാണ്&lt;/b&gt; (%s). കടലാസ് ഷീറ്റ് പരിശോധിച്ച്, ഒരു വശത്തിന്റെ എൻട്രി ഫോമിലേക്ക് എടുത്ത്, തിരുത്തി സ്ഥിരീകരിക്കുക.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entered at the table so far: %1. Waiting for %2.</source>
        <translation>ഇതുവരെ ടേബിളിൽ നൽകിയത്: %1. %2-നായി കാത്തിരിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the sides&apos; entry into the form</source>
        <translation>വശങ്ങളുടെ എൻട്രി ഫോമിലേക്ക് എടുക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take %s&apos;s entry into the form</source>
        <translation>%s-ന്റെ എൻട്രി ഫോമിലേക്ക് എടുക്കുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Field</source>
        <translation>ഫീൽഡ്</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+15"/>
        <source>%1 entered %2</source>
        <translation>%1 നൽകിയത് %2</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%s&apos;s entry is in the form (not saved yet): correct the marked fields from the paper sheet, then Save and confirm (Ctrl+Enter).</source>
        <translation>%s-ന്റെ എൻട്രി ഫോമിലുണ്ട് (ഇതുവരെ സേവ് ചെയ്തിട്ടില്ല): അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ കടലാസ് ഷീറ്റ് നോക്കി തിരുത്തി, സേവ് ചെയ്ത് സ്ഥിരീകരിക്കുക (Ctrl+Enter).</translation>
    </message>
</context>
<context>
    <name>StandingsArea</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+104"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Add a competition first (Event area).</source>
        <translation>ആദ്യം ഒരു മത്സരം ചേർക്കുക (ഇവന്റ് ഭാഗം).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>1 confirmed sheet counted</source>
        <translation>സ്ഥിരീകരിച്ച 1 ഷീറ്റ് എണ്ണി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s confirmed sheets counted</source>
        <translation>സ്ഥിരീകരിച്ച %s ഷീറ്റുകൾ എണ്ണി</translation>
    </message>
</context>
<context>
    <name>StandingsBoard</name>
    <message>
        <location filename="../../cardnight_desk/gui/standings/board.py" line="+105"/>
        <source>%s — standings</source>
        <translation>%s — സ്റ്റാൻഡിംഗ്സ്</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>table %s</source>
        <translation>ടേബിൾ %s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Find your table — %s, round %d</source>
        <translation>നിങ്ങളുടെ ടേബിൾ കണ്ടെത്തുക — %s, റൗണ്ട് %d</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Announcement</source>
        <translation>അറിയിപ്പ്</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Standings board</source>
        <translation>സ്റ്റാൻഡിംഗ്സ് ബോർഡ്</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Welcome!</source>
        <translation>സ്വാഗതം!</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/models.py" line="+73"/>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-104"/>
        <location filename="../../cardnight_desk/web/words.py" line="+11"/>
        <source>Place</source>
        <translation>സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seat</source>
        <translation>സീറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+5"/>
        <source>Player</source>
        <translation>കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="+35"/>
        <source>Chips</source>
        <translation>ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="-34"/>
        <source>Master</source>
        <translation>മാസ്റ്റർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus</source>
        <translation>ബോണസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>സ്കോർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>ജയിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>പോയിന്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>എത്തിയ റൗണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place at table</source>
        <translation>ടേബിളിലെ സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>ആകെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out after deal</source>
        <translation>പുറത്തായ ഡീൽ</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="+1"/>
        <location filename="../../cardnight_desk/web/words.py" line="-11"/>
        <source>Team</source>
        <translation>ടീം</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/web/words.py" line="+1"/>
        <source>Side</source>
        <translation>വശം</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/standings/area.py" line="-14"/>
        <location filename="../../cardnight_desk/web/words.py" line="-2"/>
        <source>still in</source>
        <translation>കളിയിൽ</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Played</source>
        <translation>കളിച്ചത്</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+34"/>
        <source>Level</source>
        <translation>ലെവൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small blind</source>
        <translation>സ്മോൾ ബ്ലൈൻഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big blind</source>
        <translation>ബിഗ് ബ്ലൈൻഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ante</source>
        <translation>ആന്റി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>മിനിറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour-up notice</source>
        <translation>കളർ-അപ്പ് അറിയിപ്പ്</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/area.py" line="-239"/>
        <source>draft</source>
        <translation>ഡ്രാഫ്റ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed</source>
        <translation>സ്ഥിരീകരിച്ചു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table</source>
        <translation>ടേബിൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet no.</source>
        <translation>ഷീറ്റ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>കളിക്കുന്നവർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sheet</source>
        <translation>ഷീറ്റ്</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>first entry in</source>
        <translation>ആദ്യ എൻട്രി വന്നു</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seat %s: %s</source>
        <translation>സീറ്റ് %s: %s</translation>
    </message>
</context>
<context>
    <name>TeamForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/team_form.py" line="+60"/>
        <source>name or player number</source>
        <translation>പേര് അല്ലെങ്കിൽ കളിക്കാരന്റെ നമ്പർ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Register &amp;team</source>
        <translation>ടീം രജിസ്റ്റർ ചെയ്യുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Dissolve team…</source>
        <translation>ടീം പിരിച്ചുവിടുക (&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;name team…</source>
        <translation>ടീമിന്റെ പേര് മാറ്റുക (&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mpetition</source>
        <translation>മത്സരം (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team &amp;name</source>
        <translation>ടീമിന്റെ പേര് (&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player &amp;%d</source>
        <translation>കളിക്കാരൻ &amp;%d</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the new team %s</source>
        <translation>പുതിയ ടീം %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a new team&apos;s players</source>
        <translation>ഒരു പുതിയ ടീമിന്റെ കളിക്കാർ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a team competition first (Bhukhar, 28 or Bukharo).</source>
        <translation>ആദ്യം ഒരു ടീം മത്സരം ചേർക്കുക (ഭുഖർ, 28 അല്ലെങ്കിൽ ബുഖാരോ).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team &apos;%s&apos; registered in %s: %s.</source>
        <translation>ടീം &apos;%s&apos; %s-ൽ രജിസ്റ്റർ ചെയ്തു: %s.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose the team to rename in the list.</source>
        <translation>പേര് മാറ്റേണ്ട ടീമിനെ പട്ടികയിൽ നിന്ന് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rename team</source>
        <translation>ടീമിന്റെ പേര് മാറ്റുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New name for %s:</source>
        <translation>%s എന്നതിന്റെ പുതിയ പേര്:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%s is now %s.</source>
        <translation>%s ഇപ്പോൾ %s ആണ്.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the team to dissolve in the list.</source>
        <translation>പിരിച്ചുവിടേണ്ട ടീമിനെ പട്ടികയിൽ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dissolve team</source>
        <translation>ടീം പിരിച്ചുവിടുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve team &apos;%s&apos; in %s? Its players stay registered.</source>
        <translation>%s-ലെ ടീം &apos;%s&apos; പിരിച്ചുവിടണോ? അതിലെ കളിക്കാർ രജിസ്റ്റർ ചെയ്തവരായി തുടരും.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dissolve</source>
        <translation>പിരിച്ചുവിടുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Team &apos;%s&apos; dissolved.</source>
        <translation>ടീം &apos;%s&apos; പിരിച്ചുവിട്ടു.</translation>
    </message>
</context>
<context>
    <name>TeamsModel</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/models.py" line="+118"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team</source>
        <translation>ടീം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>കളിക്കാർ</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/baccarat/seats.py" line="+61"/>
        <source>Tournament</source>
        <translation>ടൂർണമെന്റ്</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Tournament over after %d hands: the final ranking</source>
        <translation>%d ഹാൻഡുകൾക്ക് ശേഷം ടൂർണമെന്റ് അവസാനിച്ചു: അന്തിമ റാങ്കിംഗ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %d of %d — %d left</source>
        <translation>ഹാൻഡ് %d / %d — %d ബാക്കി</translation>
    </message>
</context>
<context>
    <name>TwentyEightForm</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+32"/>
        <source>cot: took every trick</source>
        <translation>കോട്ട്: എല്ലാ ട്രിക്കുകളും നേടി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: lost a trick</source>
        <translation>കോട്ട്: ഒരു ട്രിക്ക് നഷ്ടമായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cot: surrendered to</source>
        <translation>കോട്ട്: എതിർപക്ഷം വഴങ്ങി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: took every trick</source>
        <translation>കൗണ്ടർ കോട്ട്: എല്ലാ ട്രിക്കുകളും നേടി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: lost a trick</source>
        <translation>കൗണ്ടർ കോട്ട്: ഒരു ട്രിക്ക് നഷ്ടമായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter cot: surrendered to</source>
        <translation>കൗണ്ടർ കോട്ട്: എതിർപക്ഷം വഴങ്ങി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in progress</source>
        <translation>നടക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level after 12 deals: an extra round of 6 deals is due (TE-7)</source>
        <translation>12 ഡീലുകൾക്ക് ശേഷം തുല്യം: 6 ഡീലുകളുടെ ഒരു അധിക റൗണ്ട് വേണം (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>still level after the extra round: record the coin toss (TE-7)</source>
        <translation>അധിക റൗണ്ടിന് ശേഷവും തുല്യം: ടോസ് ഫലം രേഖപ്പെടുത്തുക (TE-7)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>പൂർത്തിയായി</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+65"/>
        <source>Deal</source>
        <translation>ഡീൽ</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Bidder</source>
        <translation>ബിഡ് ചെയ്തയാൾ</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Deals</source>
        <translation>ഡീലുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid</source>
        <translation>ബിഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Result</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Cot</source>
        <translation>കോട്ട്</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Thani won</source>
        <translation>താനി ജയിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by</source>
        <translation>പ്രഖ്യാപിച്ചത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took every trick</source>
        <translation>എല്ലാ ട്രിക്കുകളും നേടി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost a trick</source>
        <translation>ഒരു ട്രിക്ക് നഷ്ടമായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surrendered to</source>
        <translation>എതിർപക്ഷം വഴങ്ങി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foul by</source>
        <translation>ഫൗൾ ചെയ്തത്</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+24"/>
        <source>Running total</source>
        <translation>ഇതുവരെയുള്ള ആകെ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;i&gt;Extra round: only when level after 12 deals&lt;/i&gt;</source>
        <translation>&lt;i&gt;അധിക റൗണ്ട്: 12 ഡീലുകൾക്ക് ശേഷം തുല്യമാണെങ്കിൽ മാത്രം&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="+17"/>
        <source>Coin toss won by</source>
        <translation>ടോസ് ജയിച്ചത്</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+27"/>
        <source>Bid: 16–28 or t (thani). Result: the bidders&apos; trick points; thani w or l.</source>
        <translation>ബിഡ്: 16–28 അല്ലെങ്കിൽ t (thani). ഫലം: ബിഡ് ചെയ്തവരുടെ ട്രിക്ക് പോയിന്റുകൾ; thani-ക്ക് w അല്ലെങ്കിൽ l.</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/domain/games/twenty_eight/description.py" line="-15"/>
        <source>redeal (no trump, TE-6)</source>
        <translation>വീണ്ടും ഡീൽ (ട്രംപ് ഇല്ല, TE-6)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/twenty_eight/score_form.py" line="+170"/>
        <source>Not a valid sheet yet: see the notes beside the fields.</source>
        <translation>ഷീറ്റ് ഇതുവരെ ശരിയായിട്ടില്ല: ഫീൽഡുകൾക്കരികിലെ കുറിപ്പുകൾ കാണുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — winner: %s</source>
        <translation> — വിജയി: %s</translation>
    </message>
</context>
<context>
    <name>UndoDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/scores/history.py" line="-189"/>
        <source>Undo the last score change</source>
        <translation>അവസാന സ്കോർ മാറ്റം പഴയപടിയാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo “%s” (%s, %s)?
Undoing %s. The history keeps both the change and its undoing.</source>
        <translation>“%s” (%s, %s) പഴയപടിയാക്കണോ?
പഴയപടിയാക്കുമ്പോൾ: %s. മാറ്റവും അത് പഴയപടിയാക്കിയതും ചരിത്രത്തിൽ സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It changes a confirmed result: a judge&apos;s action (EV-4).</source>
        <translation>ഇത് സ്ഥിരീകരിച്ച ഒരു ഫലം മാറ്റുന്നു: ഇത് ജഡ്ജിന്റെ പ്രവൃത്തിയാണ് (EV-4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge</source>
        <translation>ജഡ്ജ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Judge PIN</source>
        <translation>ജഡ്ജ് PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>എന്തുകൊണ്ട്</translation>
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
        <translation>നിങ്ങളുടെ കാർഡ് നൈറ്റിനുള്ള രജിസ്ട്രേഷൻ, ഡ്രോകൾ, സ്കോർ ഷീറ്റുകൾ, സ്റ്റാൻഡിംഗ്സ്, പ്രിന്റൗട്ടുകൾ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New event…</source>
        <translation>പുതിയ ഇവന്റ് (&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open event…</source>
        <translation>ഇവന്റ് തുറക്കുക (&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Try the demo night</source>
        <translation>ഡെമോ നൈറ്റ് പരീക്ഷിക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card night already under way, in a file of its own, to explore safely (judge PIN %s)</source>
        <translation>ഇതിനകം നടന്നുകൊണ്ടിരിക്കുന്ന ഒരു കാർഡ് നൈറ്റ്, സ്വന്തം ഫയലിൽ, സുരക്ഷിതമായി പരീക്ഷിച്ചുനോക്കാൻ (ജഡ്ജ് PIN %s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start here</source>
        <translation>ഇവിടെ തുടങ്ങുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tonight&apos;s card night: its name, its date, and the file that keeps it.</source>
        <translation>ഇന്ന് രാത്രിയിലെ കാർഡ് നൈറ്റ്: അതിന്റെ പേര്, തീയതി, അത് സൂക്ഷിക്കുന്ന ഫയൽ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An event made before: a file on this computer or a USB stick, or a shared database.</source>
        <translation>മുമ്പ് ഉണ്ടാക്കിയ ഇവന്റ്: ഈ കമ്പ്യൂട്ടറിലോ USB സ്റ്റിക്കിലോ ഉള്ള ഫയൽ, അല്ലെങ്കിൽ പങ്കിട്ട ഡാറ്റാബേസ്.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recent events</source>
        <translation>സമീപകാല ഇവന്റുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click one, or press Enter, to open it again.</source>
        <translation>വീണ്ടും തുറക്കാൻ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ Enter അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None yet: an event you make or open is listed here.</source>
        <translation>ഇതുവരെ ഒന്നുമില്ല: നിങ്ങൾ ഉണ്ടാക്കുകയോ തുറക്കുകയോ ചെയ്യുന്ന ഇവന്റ് ഇവിടെ കാണിക്കും.</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <location filename="../../cardnight_desk/gui/registration/dialogs.py" line="-153"/>
        <source>Withdraw a player</source>
        <translation>ഒരു കളിക്കാരനെ പിൻവലിക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Withdraw</source>
        <translation>പിൻവലിക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Withdraw %s (player %d) from:</source>
        <translation>%s (കളിക്കാരൻ %d)-നെ ഇതിൽ നിന്ന് പിൻവലിക്കുക:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Competition</source>
        <translation>മത്സരം (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reason</source>
        <translation>കാരണം (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Judge &amp;PIN</source>
        <translation>ജഡ്ജ് PIN (&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%s will no longer play in %s.</source>
        <translation>%s ഇനി %s-ൽ കളിക്കില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Their team &apos;%s&apos; will be dissolved; its other players stay registered.</source>
        <translation>അവരുടെ ടീം &apos;%s&apos; പിരിച്ചുവിടും; അതിലെ മറ്റ് കളിക്കാർ രജിസ്റ്റർ ചെയ്തവരായി തുടരും.</translation>
    </message>
</context>
<context>
    <name>_Task</name>
    <message>
        <location filename="../../cardnight_desk/gui/background.py" line="+39"/>
        <source>something went wrong: %s: %s</source>
        <translation>എന്തോ പിശക് സംഭവിച്ചു: %s: %s</translation>
    </message>
</context>
<context>
    <name>poker</name>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/area.py" line="+92"/>
        <source>Open clock &amp;display</source>
        <translation>ക്ലോക്ക് ഡിസ്‌പ്ലേ തുറക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Competition</source>
        <translation>മത്സരം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start clock</source>
        <translation>ക്ലോക്ക് തുടങ്ങുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>നിർത്തിവെക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>തുടരുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Level back</source>
        <translation>◀ മുൻ ലെവൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level forward ▶</source>
        <translation>അടുത്ത ലെവൽ ▶</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clock</source>
        <translation>ക്ലോക്ക്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players and tables</source>
        <translation>കളിക്കാരും ടേബിളുകളും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Busts and moves</source>
        <translation>ബസ്റ്റുകളും നീക്കങ്ങളും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Places and prizes</source>
        <translation>സ്ഥാനങ്ങളും സമ്മാനങ്ങളും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind structure</source>
        <translation>ബ്ലൈൻഡ് ഘടന</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Enter the &amp;registered players</source>
        <translation>രജിസ്റ്റർ ചെയ്ത കളിക്കാരെ ചേർക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>checked in only</source>
        <translation>ചെക്ക്-ഇൻ ചെയ്തവർ മാത്രം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name of a late player</source>
        <translation>വൈകിയെത്തിയ കളിക്കാരന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player is seated (ruling PK-2)</source>
        <translation>കളിക്കാരന് സീറ്റ് നൽകുന്ന സമയം (റൂളിംഗ് PK-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late entry</source>
        <translation>ലേറ്റ് എൻട്രി (&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as few as fit</source>
        <translation>കഴിയുന്നത്ര കുറവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tables: </source>
        <translation>ടേബിളുകൾ: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw the seats</source>
        <translation>സീറ്റുകൾ ഡ്രോ ചെയ്യുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a &amp;table</source>
        <translation>ഒരു ടേബിൾ തുറക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another empty table, when late entries fill every seat</source>
        <translation>ലേറ്റ് എൻട്രികൾ എല്ലാ സീറ്റും നിറയ്ക്കുമ്പോൾ മറ്റൊരു ഒഴിഞ്ഞ ടേബിൾ</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Undo the last bust…</source>
        <translation>അവസാന ബസ്റ്റ് പഴയപടിയാക്കുക (&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Balance the tables</source>
        <translation>ടേബിളുകൾ ബാലൻസ് ചെയ്യുക (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables not balanced</source>
        <translation>ടേബിളുകൾ ബാലൻസ് ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redraw the &amp;final table…</source>
        <translation>ഫൈനൽ ടേബിൾ വീണ്ടും ഡ്രോ ചെയ്യുക (&amp;F)…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Add a poker competition in the Event area to run a freezeout here.</source>
        <translation>ഇവിടെ ഒരു ഫ്രീസൗട്ട് നടത്താൻ ഇവന്റ് ഭാഗത്ത് ഒരു പോക്കർ മത്സരം ചേർക്കുക.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%d entered, %d still in. Structure: %s</source>
        <translation>%d പേർ ചേർന്നു, %d പേർ ഇപ്പോഴും കളിയിൽ. ഘടന: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>seat draw seed %d</source>
        <translation>സീറ്റ് ഡ്രോ സീഡ് %d</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Prizes (PK-6): %s. Pool %s.</source>
        <translation>സമ്മാനങ്ങൾ (PK-6): %s. ആകെ തുക %s.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>by the clock</source>
        <translation>ക്ലോക്ക് അനുസരിച്ച്</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+37"/>
        <location filename="../../cardnight_desk/web/words.py" line="+21"/>
        <source>Break</source>
        <translation>ഇടവേള</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/web/words.py" line="-1"/>
        <source>Level %d</source>
        <translation>ലെവൽ %d</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> — paused</source>
        <translation> — നിർത്തിവെച്ചു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — not started</source>
        <translation> — തുടങ്ങിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Players not entered</source>
        <translation>കളിക്കാരെ ചേർത്തില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Late entry refused</source>
        <translation>ലേറ്റ് എൻട്രി നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seats not drawn</source>
        <translation>സീറ്റുകൾ ഡ്രോ ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table not opened</source>
        <translation>ടേബിൾ തുറന്നില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bust not entered</source>
        <translation>ബസ്റ്റ് രേഖപ്പെടുത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Bust not recorded</source>
        <translation>ബസ്റ്റ് രേഖപ്പെടുത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%s leaves and forfeits: placed as out now (PK-5)?</source>
        <translation>%s കളി ഉപേക്ഷിച്ച് പോകുന്നു: ഇപ്പോൾ പുറത്തായതായി സ്ഥാനം നൽകണോ (PK-5)?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player leaves</source>
        <translation>കളിക്കാരൻ പോകുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not entered</source>
        <translation>രേഖപ്പെടുത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undo the last bust</source>
        <translation>അവസാന ബസ്റ്റ് പഴയപടിയാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %s back in the tournament?</source>
        <translation>%s-നെ ടൂർണമെന്റിലേക്ക് തിരികെ ചേർക്കണോ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bust not undone</source>
        <translation>ബസ്റ്റ് പഴയപടിയാക്കിയില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redraw every player left into one table, with a new button?</source>
        <translation>ബാക്കിയുള്ള എല്ലാ കളിക്കാരെയും ഒരു ടേബിളിലേക്ക്, പുതിയ ബട്ടണോടെ, വീണ്ടും ഡ്രോ ചെയ്യണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table</source>
        <translation>ഫൈനൽ ടേബിൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final table not drawn</source>
        <translation>ഫൈനൽ ടേബിൾ ഡ്രോ ചെയ്തില്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Structure not changed</source>
        <translation>ഘടന മാറ്റിയില്ല</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/bust_form.py" line="+37"/>
        <location line="+55"/>
        <source>not given</source>
        <translation>നൽകിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>The hand number; needed when several players go out in one hand (PK-5)</source>
        <translation>ഹാൻഡ് നമ്പർ; ഒരേ ഹാൻഡിൽ പല കളിക്കാർ പുറത്താകുമ്പോൾ ആവശ്യം (PK-5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player out</source>
        <translation>പുറത്തായ കളിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips at the start of the hand</source>
        <translation>ഹാൻഡിന്റെ തുടക്കത്തിലെ ചിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player out in this &amp;hand</source>
        <translation>ഈ ഹാൻഡിൽ മറ്റൊരു കളിക്കാരൻ കൂടി പുറത്ത് (&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player fewer</source>
        <translation>ഒരു കളിക്കാരൻ കുറവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Out</source>
        <translation>പുറത്ത് (&amp;O)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player &amp;leaves (forfeits)</source>
        <translation>കളിക്കാരൻ പോകുന്നു (ഉപേക്ഷിക്കുന്നു) (&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand</source>
        <translation>ഹാൻഡ്</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>the bust of %s, not entered</source>
        <translation>%s പുറത്തായത്, രേഖപ്പെടുത്തിയിട്ടില്ല</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/clock_display.py" line="+52"/>
        <source>Poker clock — %s</source>
        <translation>പോക്കർ ക്ലോക്ക് — %s</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>BREAK</source>
        <translation>ഇടവേള</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LEVEL %d</source>
        <translation>ലെവൽ %d</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NOT STARTED</source>
        <translation>തുടങ്ങിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PAUSED</source>
        <translation>നിർത്തിവെച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LAST LEVEL</source>
        <translation>അവസാന ലെവൽ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play resumes</source>
        <translation>കളി വീണ്ടും തുടങ്ങുന്നു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next: level %d  %s</source>
        <translation>അടുത്തത്: ലെവൽ %d  %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last level</source>
        <translation>അവസാന ലെവൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break in %s</source>
        <translation>%s-ൽ ഇടവേള</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players %d / %d</source>
        <translation>കളിക്കാർ %d / %d</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average %s</source>
        <translation>ശരാശരി %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chips %s</source>
        <translation>ചിപ്പുകൾ %s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level: %s</source>
        <translation>അടുത്ത ലെവൽ: %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late entry open — closes in %s</source>
        <translation>ലേറ്റ് എൻട്രി തുറന്നിരിക്കുന്നു — %s-ൽ അടയ്ക്കും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Late entry open</source>
        <translation>ലേറ്റ് എൻട്രി തുറന്നിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late entry closed</source>
        <translation>ലേറ്റ് എൻട്രി അടച്ചു</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/models.py" line="-23"/>
        <source>out</source>
        <translation>പുറത്ത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in</source>
        <translation>കളിയിൽ</translation>
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
        <translation>D: ഡീലർ ബട്ടൺ. BB: അടുത്ത ഹാൻഡിലെ ബിഗ് ബ്ലൈൻഡ്, ആദ്യം നീങ്ങേണ്ടയാൾ (PK-4).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>left, forfeited (PK-5)</source>
        <translation>പോയി, ഉപേക്ഷിച്ചു (PK-5)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="+78"/>
        <location line="+1"/>
        <source>table %s seat %d</source>
        <translation>ടേബിൾ %s സീറ്റ് %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/moves.py" line="-34"/>
        <source> (hand %d)</source>
        <translation> (ഹാൻഡ് %d)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out: %s</source>
        <translation>പുറത്ത്: %s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left: %s</source>
        <translation>പോയവർ: %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nobody moves</source>
        <translation>ആരും മാറുന്നില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%d moves</source>
        <translation>%d നീക്കങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 move</source>
        <translation>1 നീക്കം</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tables broken: %s</source>
        <translation>പിരിച്ചുവിട്ട ടേബിളുകൾ: %s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealer button: table %s seat %d</source>
        <translation>ഡീലർ ബട്ടൺ: ടേബിൾ %s സീറ്റ് %d</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seed %d (the draw can be repeated)</source>
        <translation>സീഡ് %d (ഡ്രോ ആവർത്തിക്കാം)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Seat moves</source>
        <translation>സീറ്റ് മാറ്റങ്ങൾ</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+32"/>
        <source>No moves yet.</source>
        <translation>ഇതുവരെ നീക്കങ്ങളില്ല.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Print moves…</source>
        <translation>നീക്കങ്ങൾ പ്രിന്റ് ചെയ്യുക (&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save moves as P&amp;DF…</source>
        <translation>നീക്കങ്ങൾ PDF ആയി സേവ് ചെയ്യുക (&amp;D)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save moves as PDF</source>
        <translation>നീക്കങ്ങൾ PDF ആയി സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="+109"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ഫയലുകൾ (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/structure_editor.py" line="+80"/>
        <source>write the late-entry schedule as &apos;entry point: chips off&apos;, e.g. &apos;1: 0, 2: 100&apos;</source>
        <translation>ലേറ്റ് എൻട്രി പട്ടിക &apos;എൻട്രി പോയിന്റ്: കുറയ്ക്കുന്ന ചിപ്പുകൾ&apos; എന്ന രീതിയിൽ എഴുതുക, ഉദാ. &apos;1: 0, 2: 100&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Entry point: chips off the starting stack (ruling PK-2)</source>
        <translation>എൻട്രി പോയിന്റ്: തുടക്ക സ്റ്റാക്കിൽ നിന്ന് കുറയ്ക്കുന്ന ചിപ്പുകൾ (റൂളിംഗ് PK-2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>തലക്കെട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late entry (PK-2)</source>
        <translation>ലേറ്റ് എൻട്രി (PK-2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add &amp;level</source>
        <translation>ലെവൽ ചേർക്കുക (&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;break</source>
        <translation>ഇടവേള ചേർക്കുക (&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove</source>
        <translation>നീക്കം ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the shipped structure</source>
        <translation>ആപ്പിനൊപ്പമുള്ള ഘടന ഉപയോഗിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save structure</source>
        <translation>ഘടന സേവ് ചെയ്യുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Edited for this competition (kept in the event).</source>
        <translation>ഈ മത്സരത്തിനായി എഡിറ്റ് ചെയ്തു (ഇവന്റിൽ സൂക്ഷിച്ചിരിക്കുന്നു).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shipped structure &apos;%s&apos;. Saving keeps your edit with this competition.</source>
        <translation>ആപ്പിനൊപ്പമുള്ള ഘടന &apos;%s&apos;. സേവ് ചെയ്താൽ നിങ്ങളുടെ മാറ്റം ഈ മത്സരത്തോടൊപ്പം സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>row %d</source>
        <translation>വരി %d</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/text.py" line="+41"/>
        <source> ante %s</source>
        <translation> ആന്റി %s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>before level %s</source>
        <translation>ലെവൽ %s-ന് മുമ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %s</source>
        <translation>ലെവൽ %s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>table broken</source>
        <translation>ടേബിൾ പിരിച്ചുവിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing</source>
        <translation>ബാലൻസിംഗ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final table</source>
        <translation>ഫൈനൽ ടേബിൾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>after the bust</source>
        <translation>ബസ്റ്റിന് ശേഷം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>after a player left</source>
        <translation>ഒരു കളിക്കാരൻ പോയ ശേഷം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>balancing the tables</source>
        <translation>ടേബിളുകൾ ബാലൻസ് ചെയ്യുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>final-table redraw</source>
        <translation>ഫൈനൽ ടേബിൾ വീണ്ടും ഡ്രോ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>place %d</source>
        <translation>%d-ാം സ്ഥാനം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%dst</source>
        <translation>%d-ാം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%dnd</source>
        <translation>%d-ാം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%drd</source>
        <translation>%d-ാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%dth</source>
        <translation>%d-ാം</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_entry.py" line="-73"/>
        <source>Entry &amp;links…</source>
        <translation>എൻട്രി ലിങ്കുകൾ… (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each seated player&apos;s link for reporting busts</source>
        <translation>ബസ്റ്റുകൾ അറിയിക്കാൻ ഇരിക്കുന്ന ഓരോ കളിക്കാരന്റെയും ലിങ്ക്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print table &amp;cards…</source>
        <translation>ടേബിൾ കാർഡുകൾ പ്രിന്റ് ചെയ്യുക (&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One card per table, with each seated player&apos;s code for their link (PDF)</source>
        <translation>ഓരോ ടേബിളിനും ഒരു കാർഡ്, ഇരിക്കുന്ന ഓരോ കളിക്കാരന്റെയും ലിങ്കിന്റെ കോഡോടെ (PDF)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No entry links</source>
        <translation>എൻട്രി ലിങ്കുകളില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry links: %s</source>
        <translation>എൻട്രി ലിങ്കുകൾ: %s</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save table cards as PDF</source>
        <translation>ടേബിൾ കാർഡുകൾ PDF ആയി സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table cards not printed</source>
        <translation>ടേബിൾ കാർഡുകൾ പ്രിന്റ് ചെയ്തില്ല</translation>
    </message>
    <message>
        <location filename="../../cardnight_desk/gui/games/poker/table_reports.py" line="+40"/>
        <source>%s out in hand %d</source>
        <translation>%s ഹാൻഡ് %d-ൽ പുറത്ത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%s out</source>
        <translation>%s പുറത്ത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (%s chips at its start)</source>
        <translation> (തുടക്കത്തിൽ %s ചിപ്പുകൾ)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>agreed by %s</source>
        <translation>%s യോജിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the reports differ</source>
        <translation>റിപ്പോർട്ടുകൾ വ്യത്യസ്തമാണ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for a second player</source>
        <translation>രണ്ടാമത്തെ കളിക്കാരനായി കാത്തിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the tables</source>
        <translation>ടേബിളുകളിൽ നിന്ന്</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table %s: %s</source>
        <translation>ടേബിൾ %s: %s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>    %s: %s — from %s at %s</source>
        <translation>    %s: %s — %s-ൽ നിന്ന്, %s-ന്</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Record this bust</source>
        <translation>ഈ ബസ്റ്റ് രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the bust agreed at table %s</source>
        <translation>ടേബിൾ %s-ൽ യോജിച്ച ബസ്റ്റ് രേഖപ്പെടുത്തുക</translation>
    </message>
</context>
</TS>
