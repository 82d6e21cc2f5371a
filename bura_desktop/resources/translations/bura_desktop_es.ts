<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BarChart</name>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank letter of the king</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank letter of the ace</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Next hand (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>The hand, told in words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet blind before you see your cards, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards left: claim 31 if you have it, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may declare, claim 31 or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead: choose 1 to 3 cards of one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1: press Play or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose cards to play: click them, or press their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of Bura.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules and players need a new game. Start a new game now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules and players apply from the next hand, in a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bura Desktop %1: the Russian trick-taking card game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Bura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>molodka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: you deal. Trump %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %2: %1 deals. Trump %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You beat it with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beat it with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You threw %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and take %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You declare %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take the lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bets blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw the trump indicator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws the trump indicator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The stock (%n card(s)) is set aside: it cannot refill every hand.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over: %1 win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to %2 (%3).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bura! You take the pot of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Bura! Takes the pot of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win with %1 and take the pot of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2, takes the pot of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points: you take the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points: %1 takes the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points: %1 take the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played out: nobody claimed, the pot stays for the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards a lead may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moscow answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind Bura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims of 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wrong claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands to win a series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when broke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card at a time round the table, or each player&apos;s whole hand at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of the dealer: that player leads first and play goes clockwise. Right of the dealer: play goes the other way round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent, losing it pays 3 × stake to the winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series scoring: the first player to win this many hands wins the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot scoring: the session ends when anyone&apos;s bankroll reaches 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 cards (no sixes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 cards (Kozel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole hands at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of the dealer leads, clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right of the dealer leads, anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anyone, at every trick start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the leader (Bura only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives the next lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the rest aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimer doubles the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimer loses the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips in a pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points take the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The claimer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-card hands are for 2 to 5 players, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bura is played by 2 to 6 players, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how many cards a lead may have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lead of a single card must always be allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can only be declared with 4 cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays every hand out, so claims must be off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs claims: without them nobody wins a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind Bura needs scoring with chips in a pot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake (chips each player antes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Bura</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule changes apply from the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every setting on every tab back to its default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing a preset sets every rule below to that form of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal and deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leads and answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock and claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown at this opponent&apos;s seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well this computer opponent plays, from beginner to expert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips each player puts in the pot when a new pot starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips every player starts a session with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting bankroll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session ends after this many hands; with no limit, when you stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the session when a bankroll hits 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played; Off moves them at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traditional Russian Atlas pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large indices and four suit colours, easy to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of the cloth on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How large the cards are drawn on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a running count of my card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points assist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of menus, messages and rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start of Bura.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before claiming 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for %1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems shown above first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only hands with at least one opponent of this level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won and lost by opponent level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How hands ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the hands shown as a spreadsheet file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete every recorded hand (a backup is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest pot won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims right / wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim of 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bura</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics are not being recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankroll over the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net chips over all hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics were reset. The backup is %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>No hands played yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
