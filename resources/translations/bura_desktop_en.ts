<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>About</name>
        <message>
            <source>Every file of this bundle and its licence</source>
            <translation>Every file of this bundle and its licence</translation>
        </message>
        <message>
            <source>Bura Desktop: GNU GPL 3.0 or later</source>
            <translation>Bura Desktop: GNU GPL 3.0 or later</translation>
        </message>
        <message>
            <source>Atlas card art: GNU LGPL 3.0 or later</source>
            <translation>Atlas card art: GNU LGPL 3.0 or later</translation>
        </message>
        <message>
            <source>DejaVu fonts: Bitstream Vera licence</source>
            <translation>DejaVu fonts: Bitstream Vera licence</translation>
        </message>
        <message>
            <source>Qt and PySide6: GNU LGPL 3.0</source>
            <translation>Qt and PySide6: GNU LGPL 3.0</translation>
        </message>
        <message>
            <source>Python: PSF licence</source>
            <translation>Python: PSF licence</translation>
        </message>
        <message>
            <source>Atlas card art: Vincent Bermel's AisleRiot deck (2024), after Dmitry Fomin's drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</source>
            <translation>Atlas card art: Vincent Bermel's AisleRiot deck (2024), after Dmitry Fomin's drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</translation>
        </message>
        <message>
            <source>High-contrast cards and sounds: made for Bura Desktop.</source>
            <translation>High-contrast cards and sounds: made for Bura Desktop.</translation>
        </message>
        <message>
            <source>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</source>
            <translation>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</translation>
        </message>
        <message>
            <source>Bura Desktop %1</source>
            <translation>Bura Desktop %1</translation>
        </message>
        <message>
            <source>Bura, the Russian trick-taking card game.</source>
            <translation>Bura, the Russian trick-taking card game.</translation>
        </message>
        <message>
            <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
            <translation>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</translation>
        </message>
        <message>
            <source>Source code, bug reports and releases:</source>
            <translation>Source code, bug reports and releases:</translation>
        </message>
        <message>
            <source>Credits:</source>
            <translation>Credits:</translation>
        </message>
        <message>
            <source>Licences (each link opens its text):</source>
            <translation>Licences (each link opens its text):</translation>
        </message>
        <message>
            <source>About Bura Desktop</source>
            <translation>About Bura Desktop</translation>
        </message>
    </context>
    <context>
        <name>ActionBar</name>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>BarChart</name>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Lost</translation>
        </message>
    </context>
    <context>
        <name>CardNames</name>
        <message>
            <source>Six</source>
            <translation>Six</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Seven</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Eight</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Nine</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Jack</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Queen</translation>
        </message>
        <message>
            <source>King</source>
            <translation>King</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Ten</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>Ace</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>%1, face down</source>
            <translation>%1, face down</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>Face-down card</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>J</source>
            <comment>rank letter of the jack</comment>
            <translation>J</translation>
        </message>
        <message>
            <source>Q</source>
            <comment>rank letter of the queen</comment>
            <translation>Q</translation>
        </message>
        <message>
            <source>K</source>
            <comment>rank letter of the king</comment>
            <translation>K</translation>
        </message>
        <message>
            <source>A</source>
            <comment>rank letter of the ace</comment>
            <translation>A</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>The saved game goes on. --players and --level are for a new game: Game ▸ New game, or start Bura with --new-game.</source>
            <translation>The saved game goes on. --players and --level are for a new game: Game ▸ New game, or start Bura with --new-game.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</source>
            <translation>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</translation>
        </message>
        <message>
            <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</source>
            <translation>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</translation>
        </message>
        <message>
            <source>Bura Desktop</source>
            <translation>Bura Desktop</translation>
        </message>
    </context>
    <context>
        <name>External</name>
        <message>
            <source>Could not open it</source>
            <translation>Could not open it</translation>
        </message>
        <message>
            <source>Bura Desktop could not open %1</source>
            <translation>Bura Desktop could not open %1</translation>
        </message>
        <message>
            <source>Open it with your file manager or browser. (%1)</source>
            <translation>Open it with your file manager or browser. (%1)</translation>
        </message>
        <message>
            <source>no program to open it</source>
            <translation>no program to open it</translation>
        </message>
        <message>
            <source>%1 is not installed</source>
            <translation>%1 is not installed</translation>
        </message>
        <message>
            <source>%1 ended with status %2</source>
            <translation>%1 ended with status %2</translation>
        </message>
    </context>
    <context>
        <name>GeneralPage</name>
        <message>
            <source>System language</source>
            <translation>System language</translation>
        </message>
        <message>
            <source>The language of menus, messages and rules.</source>
            <translation>The language of menus, messages and rules.</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>A new language is used from the next start of Bura.</source>
            <translation>A new language is used from the next start of Bura.</translation>
        </message>
        <message>
            <source>Ask before claiming 31</source>
            <translation>Ask before claiming 31</translation>
        </message>
        <message>
            <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
            <translation>A wrong claim costs chips or the hand, so ask once more before claiming.</translation>
        </message>
        <message>
            <source>Claims:</source>
            <translation>Claims:</translation>
        </message>
        <message>
            <source>Warn me before a costly move</source>
            <translation>Warn me before a costly move</translation>
        </message>
        <message>
            <source>Before a move the Expert's review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</source>
            <translation>Before a move the Expert's review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</translation>
        </message>
        <message>
            <source>Coach:</source>
            <translation>Coach:</translation>
        </message>
    </context>
    <context>
        <name>HandFilters</name>
        <message>
            <source>All rules</source>
            <translation>All rules</translation>
        </message>
        <message>
            <source>All opponents</source>
            <translation>All opponents</translation>
        </message>
        <message>
            <source>Only hands with at least one opponent of this level.</source>
            <translation>Only hands with at least one opponent of this level.</translation>
        </message>
    </context>
    <context>
        <name>HandOverPanel</name>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>Replay this deal</source>
            <translation>Replay this deal</translation>
        </message>
        <message>
            <source>A new game that deals these same cards again.</source>
            <translation>A new game that deals these same cards again.</translation>
        </message>
        <message>
            <source>Review this hand</source>
            <translation>Review this hand</translation>
        </message>
        <message>
            <source>Watch the hand again while the Expert weighs each of your decisions.</source>
            <translation>Watch the hand again while the Expert weighs each of your decisions.</translation>
        </message>
        <message>
            <source>Next hand (N)</source>
            <translation>Next hand (N)</translation>
        </message>
        <message>
            <source>Deal the next hand. Key: N.</source>
            <translation>Deal the next hand. Key: N.</translation>
        </message>
        <message>
            <source>End of the hand</source>
            <translation>End of the hand</translation>
        </message>
        <message>
            <source>net chips</source>
            <translation>net chips</translation>
        </message>
        <message>
            <source>hands won</source>
            <translation>hands won</translation>
        </message>
        <message>
            <source>penalty points</source>
            <translation>penalty points</translation>
        </message>
        <message>
            <source>card points</source>
            <translation>card points</translation>
        </message>
        <message numerus="yes">
            <source>+ %n face down</source>
            <translation>
                <numerusform>+ %n face down</numerusform>
                <numerusform>+ %n face down</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal seed %1</source>
            <translation>Deal seed %1</translation>
        </message>
        <message>
            <source>Back to your game</source>
            <translation>Back to your game</translation>
        </message>
        <message>
            <source>Leave the practice hand for the game you were playing.</source>
            <translation>Leave the practice hand for the game you were playing.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Start a new game.</source>
            <translation>Start a new game.</translation>
        </message>
        <message>
            <source>The host deals the next hand</source>
            <translation>The host deals the next hand</translation>
        </message>
        <message>
            <source>The table goes on when the host deals.</source>
            <translation>The table goes on when the host deals.</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <source>Hand history</source>
            <translation>Hand history</translation>
        </message>
        <message>
            <source>Rules:</source>
            <translation>Rules:</translation>
        </message>
        <message>
            <source>Opponents:</source>
            <translation>Opponents:</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Replay</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copy</translation>
        </message>
        <message>
            <source>Copy the hand as text, to paste anywhere.</source>
            <translation>Copy the hand as text, to paste anywhere.</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Save as…</translation>
        </message>
        <message>
            <source>Save the hand as a text file.</source>
            <translation>Save the hand as a text file.</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Paste</translation>
        </message>
        <message>
            <source>Watch a hand copied as text.</source>
            <translation>Watch a hand copied as text.</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>Watch a hand from a text file.</source>
            <translation>Watch a hand from a text file.</translation>
        </message>
        <message>
            <source>No hands are recorded yet.</source>
            <translation>No hands are recorded yet.</translation>
        </message>
        <message>
            <source>No recorded hand matches these filters.</source>
            <translation>No recorded hand matches these filters.</translation>
        </message>
        <message>
            <source>claim of 31</source>
            <translation>claim of 31</translation>
        </message>
        <message>
            <source>wrong claim</source>
            <translation>wrong claim</translation>
        </message>
        <message>
            <source>Bura</source>
            <translation>Bura</translation>
        </message>
        <message>
            <source>declaration</source>
            <translation>declaration</translation>
        </message>
        <message>
            <source>played out</source>
            <translation>played out</translation>
        </message>
        <message>
            <source>most points</source>
            <translation>most points</translation>
        </message>
        <message>
            <source>Won: %1</source>
            <translation>Won: %1</translation>
        </message>
        <message>
            <source>Lost: %1</source>
            <translation>Lost: %1</translation>
        </message>
        <message>
            <source>%1 (chips: %2)</source>
            <translation>%1 (chips: %2)</translation>
        </message>
        <message>
            <source>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</source>
            <translation>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</translation>
        </message>
        <message>
            <source>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</source>
            <translation>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</translation>
        </message>
        <message>
            <source>The hand is copied as text.</source>
            <translation>The hand is copied as text.</translation>
        </message>
        <message>
            <source>Save hand</source>
            <translation>Save hand</translation>
        </message>
        <message>
            <source>Bura hands (*.txt)</source>
            <translation>Bura hands (*.txt)</translation>
        </message>
        <message>
            <source>The hand could not be saved: %1</source>
            <translation>The hand could not be saved: %1</translation>
        </message>
        <message>
            <source>This is far too much text to be a hand.</source>
            <translation>This is far too much text to be a hand.</translation>
        </message>
        <message>
            <source>The hand is saved as text.</source>
            <translation>The hand is saved as text.</translation>
        </message>
        <message>
            <source>Open hand</source>
            <translation>Open hand</translation>
        </message>
        <message>
            <source>The file could not be read: %1</source>
            <translation>The file could not be read: %1</translation>
        </message>
        <message>
            <source>This file is far too large to be a hand.</source>
            <translation>This file is far too large to be a hand.</translation>
        </message>
        <message>
            <source>This file is not text, so it is not a hand.</source>
            <translation>This file is not text, so it is not a hand.</translation>
        </message>
        <message>
            <source>The hand could not be read. Line %1: %2</source>
            <translation>The hand could not be read. Line %1: %2</translation>
        </message>
    </context>
    <context>
        <name>HostDialog</name>
        <message>
            <source>Host a table</source>
            <translation>Host a table</translation>
        </message>
        <message>
            <source>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</source>
            <translation>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</translation>
        </message>
        <message>
            <source>%1's seat is open to a person</source>
            <translation>%1's seat is open to a person</translation>
        </message>
        <message>
            <source>how the others see you</source>
            <translation>how the others see you</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</source>
            <translation>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</translation>
        </message>
        <message>
            <source>A computer takes over after:</source>
            <translation>A computer takes over after:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>Players join with the table's code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</source>
            <translation>Players join with the table's code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>Open the table</translation>
        </message>
        <message>
            <source>never</source>
            <translation>never</translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n second</numerusform>
                <numerusform>%n seconds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>InviteDialog</name>
        <message>
            <source>Invite over the internet</source>
            <translation>Invite over the internet</translation>
        </message>
        <message>
            <source>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</source>
            <translation>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</translation>
        </message>
        <message>
            <source>Making an invitation…</source>
            <translation>Making an invitation…</translation>
        </message>
        <message>
            <source>What leaves this computer: the invitation goes through magic-wormhole's mailbox and relay servers. They see this computer's internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</source>
            <translation>What leaves this computer: the invitation goes through magic-wormhole's mailbox and relay servers. They see this computer's internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</translation>
        </message>
        <message>
            <source>Copy the code</source>
            <translation>Copy the code</translation>
        </message>
        <message>
            <source>Waiting for your friend…</source>
            <translation>Waiting for your friend…</translation>
        </message>
        <message>
            <source>The code is copied.</source>
            <translation>The code is copied.</translation>
        </message>
        <message>
            <source>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</source>
            <translation>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</translation>
        </message>
        <message>
            <source>Your friend is in: they sit down at the table now.</source>
            <translation>Your friend is in: they sit down at the table now.</translation>
        </message>
        <message>
            <source>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</source>
            <translation>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</translation>
        </message>
        <message>
            <source>Too many wrong codes were typed: this invitation is closed. Make a new one.</source>
            <translation>Too many wrong codes were typed: this invitation is closed. Make a new one.</translation>
        </message>
        <message>
            <source>This invitation has lapsed. Make a new one.</source>
            <translation>This invitation has lapsed. Make a new one.</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Join a table</source>
            <translation>Join a table</translation>
        </message>
        <message>
            <source>Looking for tables on this network…</source>
            <translation>Looking for tables on this network…</translation>
        </message>
        <message>
            <source>Tables on this network:</source>
            <translation>Tables on this network:</translation>
        </message>
        <message>
            <source>for example 7-guitarist-revenge</source>
            <translation>for example 7-guitarist-revenge</translation>
        </message>
        <message>
            <source>The code a host read out to you, to join a table anywhere on the internet.</source>
            <translation>The code a host read out to you, to join a table anywhere on the internet.</translation>
        </message>
        <message>
            <source>Invitation:</source>
            <translation>Invitation:</translation>
        </message>
        <message>
            <source>for example 192.168.1.20</source>
            <translation>for example 192.168.1.20</translation>
        </message>
        <message>
            <source>Host's address:</source>
            <translation>Host's address:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>Table code:</source>
            <translation>Table code:</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Your name:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Join</translation>
        </message>
        <message>
            <source>%1's table (another version of Bura Desktop)</source>
            <translation>%1's table (another version of Bura Desktop)</translation>
        </message>
        <message numerus="yes">
            <source>%n open seat(s)</source>
            <translation>
                <numerusform>%n open seat</numerusform>
                <numerusform>%n open seats</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's table, %2 players, game on, %3</source>
            <translation>%1's table, %2 players, game on, %3</translation>
        </message>
        <message>
            <source>%1's table, %2 players, %3</source>
            <translation>%1's table, %2 players, %3</translation>
        </message>
    </context>
    <context>
        <name>LessonBubble</name>
        <message>
            <source>Lesson</source>
            <translation>Lesson</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The cards and their points</source>
            <translation>The cards and their points</translation>
        </message>
        <message>
            <source>That card is worth nothing: lead %1, worth 11.</source>
            <translation>That card is worth nothing: lead %1, worth 11.</translation>
        </message>
        <message>
            <source>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</source>
            <translation>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</translation>
        </message>
        <message>
            <source>Lead %2 this time, to see who takes its 10 points.</source>
            <translation>Lead %2 this time, to see who takes its 10 points.</translation>
        </message>
        <message>
            <source>%1 beat your ten and took the trick's 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</source>
            <translation>%1 beat your ten and took the trick's 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</translation>
        </message>
        <message>
            <source>Beating a card</source>
            <translation>Beating a card</translation>
        </message>
        <message>
            <source>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</source>
            <translation>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</translation>
        </message>
        <message>
            <source>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</source>
            <translation>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</translation>
        </message>
        <message>
            <source>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</source>
            <translation>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</translation>
        </message>
        <message>
            <source>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</source>
            <translation>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</translation>
        </message>
        <message>
            <source>Several cards at once</source>
            <translation>Several cards at once</translation>
        </message>
        <message>
            <source>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</source>
            <translation>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</translation>
        </message>
        <message>
            <source>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</source>
            <translation>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</translation>
        </message>
        <message>
            <source>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</source>
            <translation>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</translation>
        </message>
        <message>
            <source>Choose both %1 and press Play: they are led together.</source>
            <translation>Choose both %1 and press Play: they are led together.</translation>
        </message>
        <message>
            <source>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick's winner.</source>
            <translation>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick's winner.</translation>
        </message>
        <message>
            <source>The stock and the trump</source>
            <translation>The stock and the trump</translation>
        </message>
        <message>
            <source>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</source>
            <translation>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</translation>
        </message>
        <message>
            <source>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</source>
            <translation>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</translation>
        </message>
        <message>
            <source>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</source>
            <translation>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</translation>
        </message>
        <message>
            <source>This lesson goes on with %1: lead it.</source>
            <translation>This lesson goes on with %1: lead it.</translation>
        </message>
        <message>
            <source>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</source>
            <translation>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</translation>
        </message>
        <message>
            <source>This lesson goes on with %2: lead it.</source>
            <translation>This lesson goes on with %2: lead it.</translation>
        </message>
        <message>
            <source>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</source>
            <translation>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</translation>
        </message>
        <message>
            <source>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</source>
            <translation>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</translation>
        </message>
        <message>
            <source>Counting to 31</source>
            <translation>Counting to 31</translation>
        </message>
        <message>
            <source>Lead %1 together.</source>
            <translation>Lead %1 together.</translation>
        </message>
        <message>
            <source>Choose both %1 and press Play.</source>
            <translation>Choose both %1 and press Play.</translation>
        </message>
        <message>
            <source>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</source>
            <translation>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</translation>
        </message>
        <message>
            <source>Lead %1: it is worth 11.</source>
            <translation>Lead %1: it is worth 11.</translation>
        </message>
        <message>
            <source>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</source>
            <translation>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</translation>
        </message>
        <message>
            <source>You have 31 or more: claim now, before you play on.</source>
            <translation>You have 31 or more: claim now, before you play on.</translation>
        </message>
        <message>
            <source>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</source>
            <translation>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</translation>
        </message>
        <message>
            <source>Combinations</source>
            <translation>Combinations</translation>
        </message>
        <message>
            <source>Declare your three clubs (D): the lead becomes yours.</source>
            <translation>Declare your three clubs (D): the lead becomes yours.</translation>
        </message>
        <message>
            <source>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</source>
            <translation>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</translation>
        </message>
        <message>
            <source>Choose all three %1 and press Play.</source>
            <translation>Choose all three %1 and press Play.</translation>
        </message>
        <message>
            <source>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</source>
            <translation>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</translation>
        </message>
        <message>
            <source>Bura and the pot</source>
            <translation>Bura and the pot</translation>
        </message>
        <message>
            <source>Each player put a chip in the pot to play this hand; the hand's winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</source>
            <translation>Each player put a chip in the pot to play this hand; the hand's winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</translation>
        </message>
        <message>
            <source>Declare your Bura (D): it wins the hand at once.</source>
            <translation>Declare your Bura (D): it wins the hand at once.</translation>
        </message>
        <message>
            <source>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</source>
            <translation>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</translation>
        </message>
        <message>
            <source>Other ways to play</source>
            <translation>Other ways to play</translation>
        </message>
        <message>
            <source>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</source>
            <translation>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</translation>
        </message>
        <message>
            <source>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</source>
            <translation>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</translation>
        </message>
        <message>
            <source>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</source>
            <translation>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</translation>
        </message>
        <message>
            <source>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</source>
            <translation>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</translation>
        </message>
        <message>
            <source>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</source>
            <translation>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</translation>
        </message>
        <message>
            <source>%1 would give %2 points to the trick's winner: throw cards worth less.</source>
            <translation>%1 would give %2 points to the trick's winner: throw cards worth less.</translation>
        </message>
        <message>
            <source>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</source>
            <translation>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</translation>
        </message>
    </context>
    <context>
        <name>LessonsRoom</name>
        <message>
            <source>&amp;Start the lessons</source>
            <translation>&amp;Start the lessons</translation>
        </message>
        <message>
            <source>&amp;Not now</source>
            <translation>&amp;Not now</translation>
        </message>
        <message>
            <source>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</source>
            <translation>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Learn to play</translation>
        </message>
        <message>
            <source>Watch the deal.</source>
            <translation>Watch the deal.</translation>
        </message>
        <message>
            <source>Bura — lesson, not counted</source>
            <translation>Bura — lesson, not counted</translation>
        </message>
        <message>
            <source>Lesson %1 of %2: %3</source>
            <translation>Lesson %1 of %2: %3</translation>
        </message>
        <message>
            <source>%1/%2: %3</source>
            <comment>lesson 3 of 8: its title</comment>
            <translation>%1/%2: %3</translation>
        </message>
        <message>
            <source>&amp;Previous</source>
            <translation>&amp;Previous</translation>
        </message>
        <message>
            <source>&amp;Next lesson</source>
            <translation>&amp;Next lesson</translation>
        </message>
        <message>
            <source>S&amp;kip</source>
            <translation>S&amp;kip</translation>
        </message>
        <message>
            <source>&amp;Leave</source>
            <translation>&amp;Leave</translation>
        </message>
        <message>
            <source>&amp;Done</source>
            <translation>&amp;Done</translation>
        </message>
        <message>
            <source>&amp;Coach me in real games</source>
            <translation>&amp;Coach me in real games</translation>
        </message>
        <message>
            <source>Before a move the Expert's review would call a mistake, the table says so.</source>
            <translation>Before a move the Expert's review would call a mistake, the table says so.</translation>
        </message>
        <message>
            <source>Try a hand of Kozel</source>
            <translation>Try a hand of Kozel</translation>
        </message>
        <message>
            <source>Try a hand of the series</source>
            <translation>Try a hand of the series</translation>
        </message>
        <message>
            <source>Try a hand with penalty points</source>
            <translation>Try a hand with penalty points</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Intermediate</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>Advanced</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</source>
            <translation>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</translation>
        </message>
        <message>
            <source>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</source>
            <translation>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</translation>
        </message>
        <message>
            <source>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</source>
            <translation>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</translation>
        </message>
        <message>
            <source>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</source>
            <translation>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</translation>
        </message>
    </context>
    <context>
        <name>LineChart</name>
        <message>
            <source>Hands</source>
            <translation>Hands</translation>
        </message>
        <message>
            <source>Hand %1: %2. Click to open it in the history.</source>
            <translation>Hand %1: %2. Click to open it in the history.</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Your table is open</source>
            <translation>Your table is open</translation>
        </message>
        <message>
            <source>Players join with this code:</source>
            <translation>Players join with this code:</translation>
        </message>
        <message>
            <source>Address: %1, port %2.</source>
            <translation>Address: %1, port %2.</translation>
        </message>
        <message>
            <source>At the table:</source>
            <translation>At the table:</translation>
        </message>
        <message>
            <source>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</source>
            <translation>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>Close the table</translation>
        </message>
        <message>
            <source>Invite over the internet…</source>
            <translation>Invite over the internet…</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1 (you)</translation>
        </message>
        <message>
            <source>%1: at the table</source>
            <translation>%1: at the table</translation>
        </message>
        <message>
            <source>Open seat: waiting for a player (else %1, %2)</source>
            <translation>Open seat: waiting for a player (else %1, %2)</translation>
        </message>
        <message>
            <source>%1 (computer, %2)</source>
            <translation>%1 (computer, %2)</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>The hand, told in words</source>
            <translation>The hand, told in words</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Bura</source>
            <translation>Bura</translation>
        </message>
        <message>
            <source>Practice: you play on from the replay. This hand is not counted.</source>
            <translation>Practice: you play on from the replay. This hand is not counted.</translation>
        </message>
        <message>
            <source>You sit down at the host's table.</source>
            <translation>You sit down at the host's table.</translation>
        </message>
        <message>
            <source>The saved game goes on where it was left.</source>
            <translation>The saved game goes on where it was left.</translation>
        </message>
        <message>
            <source>Practice, not counted: %1</source>
            <translation>Practice, not counted: %1</translation>
        </message>
        <message>
            <source>Start a new game? The hand in progress and its pot will be lost.</source>
            <translation>Start a new game? The hand in progress and its pot will be lost.</translation>
        </message>
        <message>
            <source>Bura — practice hand, not counted</source>
            <translation>Bura — practice hand, not counted</translation>
        </message>
        <message>
            <source>The new language is used from the next start of Bura.</source>
            <translation>The new language is used from the next start of Bura.</translation>
        </message>
        <message>
            <source>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</source>
            <translation>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</translation>
        </message>
        <message>
            <source>The game on the table goes on under its rules; the new rules and players start with your next new game.</source>
            <translation>The game on the table goes on under its rules; the new rules and players start with your next new game.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;New game</translation>
        </message>
        <message>
            <source>Ne&amp;xt hand</source>
            <translation>Ne&amp;xt hand</translation>
        </message>
        <message>
            <source>&amp;Back to your game</source>
            <translation>&amp;Back to your game</translation>
        </message>
        <message>
            <source>Leave the practice hand for the game you were playing.</source>
            <translation>Leave the practice hand for the game you were playing.</translation>
        </message>
        <message>
            <source>H&amp;ost a table…</source>
            <translation>H&amp;ost a table…</translation>
        </message>
        <message>
            <source>&amp;Invite over the internet…</source>
            <translation>&amp;Invite over the internet…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>&amp;Join a table…</translation>
        </message>
        <message>
            <source>So&amp;und</source>
            <translation>So&amp;und</translation>
        </message>
        <message>
            <source>Sounds of the cards and chips on or off. Key: M.</source>
            <translation>Sounds of the cards and chips on or off. Key: M.</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistics…</translation>
        </message>
        <message>
            <source>&amp;History…</source>
            <translation>&amp;History…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferences…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Log</source>
            <translation>&amp;Log</translation>
        </message>
        <message>
            <source>The hand told in words, beside the table.</source>
            <translation>The hand told in words, beside the table.</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>&amp;Learn to play</source>
            <translation>&amp;Learn to play</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>Open &amp;log folder</translation>
        </message>
        <message>
            <source>&amp;About Bura</source>
            <translation>&amp;About Bura</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>About &amp;Qt</translation>
        </message>
        <message>
            <source>So&amp;und (no sound device)</source>
            <translation>So&amp;und (no sound device)</translation>
        </message>
        <message>
            <source>No sound device was found: the game is silent.</source>
            <translation>No sound device was found: the game is silent.</translation>
        </message>
        <message>
            <source>Sound on</source>
            <translation>Sound on</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>Sound off</translation>
        </message>
        <message>
            <source>Play the chosen cards; when the hand is over, the panel's button</source>
            <translation>Play the chosen cards; when the hand is over, the panel's button</translation>
        </message>
        <message>
            <source>Choose or put back the first to ninth card</source>
            <translation>Choose or put back the first to ninth card</translation>
        </message>
        <message>
            <source>Claim 31</source>
            <translation>Claim 31</translation>
        </message>
        <message>
            <source>Declare what your hand holds (Bura, Molodka…)</source>
            <translation>Declare what your hand holds (Bura, Molodka…)</translation>
        </message>
        <message>
            <source>Bet blind</source>
            <translation>Bet blind</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Move the ring over your cards</source>
            <translation>Move the ring over your cards</translation>
        </message>
        <message>
            <source>Ring your first or your last card</source>
            <translation>Ring your first or your last card</translation>
        </message>
        <message>
            <source>Choose or put back the ringed card</source>
            <translation>Choose or put back the ringed card</translation>
        </message>
        <message>
            <source>Go between the table, the buttons and the log</source>
            <translation>Go between the table, the buttons and the log</translation>
        </message>
        <message>
            <source>Cancel a question on the table; leave full screen</source>
            <translation>Cancel a question on the table; leave full screen</translation>
        </message>
    </context>
    <context>
        <name>Narrator</name>
        <message>
            <source>Bura</source>
            <translation>Bura</translation>
        </message>
        <message>
            <source>three aces</source>
            <translation>three aces</translation>
        </message>
        <message>
            <source>molodka</source>
            <translation>molodka</translation>
        </message>
        <message>
            <source>four aces</source>
            <translation>four aces</translation>
        </message>
        <message>
            <source>four trumps</source>
            <translation>four trumps</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
        </message>
        <message>
            <source>ante</source>
            <translation>ante</translation>
        </message>
        <message>
            <source>pot won</source>
            <translation>pot won</translation>
        </message>
        <message>
            <source>pot split</source>
            <translation>pot split</translation>
        </message>
        <message>
            <source>false claim</source>
            <translation>false claim</translation>
        </message>
        <message>
            <source>played out</source>
            <translation>played out</translation>
        </message>
        <message>
            <source>blind bet</source>
            <translation>blind bet</translation>
        </message>
        <message>
            <source>the pot shared at the session's end</source>
            <translation>the pot shared at the session's end</translation>
        </message>
        <message>
            <source>Cut for the first deal: %1.</source>
            <translation>Cut for the first deal: %1.</translation>
        </message>
        <message>
            <source>You cut the highest card and deal first.</source>
            <translation>You cut the highest card and deal first.</translation>
        </message>
        <message>
            <source>%1 cut the highest card and deals first.</source>
            <translation>%1 cut the highest card and deals first.</translation>
        </message>
        <message>
            <source>Hand %1: you deal. Trump %2 (%3).</source>
            <translation>Hand %1: you deal. Trump %2 (%3).</translation>
        </message>
        <message>
            <source>Hand %2: %1 deals. Trump %3 (%4).</source>
            <translation>Hand %2: %1 deals. Trump %3 (%4).</translation>
        </message>
        <message>
            <source>%1 face down</source>
            <comment>the player's own cards, named</comment>
            <translation>%1 face down</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) face down</source>
            <translation>
                <numerusform>%n card face down</numerusform>
                <numerusform>%n cards face down</numerusform>
            </translation>
        </message>
        <message>
            <source>You led %1.</source>
            <translation>You led %1.</translation>
        </message>
        <message>
            <source>%1 led %2.</source>
            <translation>%1 led %2.</translation>
        </message>
        <message>
            <source>You beat it with %1</source>
            <translation>You beat it with %1</translation>
        </message>
        <message>
            <source>%1 beat it with %2</source>
            <translation>%1 beat it with %2</translation>
        </message>
        <message>
            <source>You threw %1</source>
            <translation>You threw %1</translation>
        </message>
        <message>
            <source>%1 threw %2</source>
            <translation>%1 threw %2</translation>
        </message>
        <message>
            <source>and take the trick.</source>
            <translation>and take the trick.</translation>
        </message>
        <message>
            <source>and takes the trick.</source>
            <translation>and takes the trick.</translation>
        </message>
        <message>
            <source>You take the trick.</source>
            <translation>You take the trick.</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 takes the trick.</translation>
        </message>
        <message>
            <source>and take %1.</source>
            <translation>and take %1.</translation>
        </message>
        <message>
            <source>and takes %2.</source>
            <translation>and takes %2.</translation>
        </message>
        <message>
            <source>You take %1.</source>
            <translation>You take %1.</translation>
        </message>
        <message>
            <source>%1 takes %2.</source>
            <translation>%1 takes %2.</translation>
        </message>
        <message>
            <source>You declare %1: %2.</source>
            <translation>You declare %1: %2.</translation>
        </message>
        <message>
            <source>%1 declares %2: %3.</source>
            <translation>%1 declares %2: %3.</translation>
        </message>
        <message>
            <source>You take the lead.</source>
            <translation>You take the lead.</translation>
        </message>
        <message>
            <source>%1 takes the lead.</source>
            <translation>%1 takes the lead.</translation>
        </message>
        <message>
            <source>You bet blind.</source>
            <translation>You bet blind.</translation>
        </message>
        <message>
            <source>%1 bets blind.</source>
            <translation>%1 bets blind.</translation>
        </message>
        <message>
            <source>You draw the trump indicator.</source>
            <translation>You draw the trump indicator.</translation>
        </message>
        <message>
            <source>%1 draws the trump indicator.</source>
            <translation>%1 draws the trump indicator.</translation>
        </message>
        <message>
            <source>The session is over: %1 win.</source>
            <translation>The session is over: %1 win.</translation>
        </message>
        <message>
            <source>The session is over: %1 wins.</source>
            <translation>The session is over: %1 wins.</translation>
        </message>
        <message>
            <source>the pot</source>
            <translation>the pot</translation>
        </message>
        <message numerus="yes">
            <source>%n chip(s) from you to %1 (%2).</source>
            <translation>
                <numerusform>%n chip from you to %1 (%2).</numerusform>
                <numerusform>%n chips from you to %1 (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chip(s) from %1 to you (%2).</source>
            <translation>
                <numerusform>%n chip from %1 to you (%2).</numerusform>
                <numerusform>%n chips from %1 to you (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chip(s) from %1 to %2 (%3).</source>
            <translation>
                <numerusform>%n chip from %1 to %2 (%3).</numerusform>
                <numerusform>%n chips from %1 to %2 (%3).</numerusform>
            </translation>
        </message>
        <message>
            <source>you %1</source>
            <comment>a seat and its count</comment>
            <translation>you %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <comment>a seat and its count</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>Chips: %1; in the pot %2.</source>
            <translation>Chips: %1; in the pot %2.</translation>
        </message>
        <message>
            <source>Score: %1.</source>
            <translation>Score: %1.</translation>
        </message>
        <message>
            <source>You claimed 31. Correct: %1 points, you win the hand.</source>
            <translation>You claimed 31. Correct: %1 points, you win the hand.</translation>
        </message>
        <message>
            <source>%1 claimed 31. Correct: %2 points, wins the hand.</source>
            <translation>%1 claimed 31. Correct: %2 points, wins the hand.</translation>
        </message>
        <message>
            <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
            <translation>You claimed 31. Correct: %1 points, you take the pot of %2.</translation>
        </message>
        <message>
            <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
            <translation>%1 claimed 31. Correct: %2 points, takes the pot of %3.</translation>
        </message>
        <message>
            <source>Bura! You win the hand.</source>
            <translation>Bura! You win the hand.</translation>
        </message>
        <message>
            <source>%1: Bura! Wins the hand.</source>
            <translation>%1: Bura! Wins the hand.</translation>
        </message>
        <message>
            <source>You win with %1.</source>
            <translation>You win with %1.</translation>
        </message>
        <message>
            <source>%1 wins with %2.</source>
            <translation>%1 wins with %2.</translation>
        </message>
        <message>
            <source>Most points: you score no penalty points.</source>
            <translation>Most points: you score no penalty points.</translation>
        </message>
        <message>
            <source>Most points: %1 scores no penalty points.</source>
            <translation>Most points: %1 scores no penalty points.</translation>
        </message>
        <message>
            <source>Most points: %1 score no penalty points.</source>
            <translation>Most points: %1 score no penalty points.</translation>
        </message>
        <message>
            <source>Played out: nobody claimed, nobody wins the hand.</source>
            <translation>Played out: nobody claimed, nobody wins the hand.</translation>
        </message>
        <message>
            <source>You claimed 31. Wrong: only %1 points; you lose the hand.</source>
            <translation>You claimed 31. Wrong: only %1 points; you lose the hand.</translation>
        </message>
        <message>
            <source>%1 claimed 31. Wrong: only %2 points and loses the hand.</source>
            <translation>%1 claimed 31. Wrong: only %2 points and loses the hand.</translation>
        </message>
        <message>
            <source>You claimed 31. Wrong: only %1 points; nobody wins the hand.</source>
            <translation>You claimed 31. Wrong: only %1 points; nobody wins the hand.</translation>
        </message>
        <message>
            <source>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</source>
            <translation>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</translation>
        </message>
        <message>
            <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
            <translation>You claimed 31. Wrong: only %1 points; the pot grows.</translation>
        </message>
        <message>
            <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
            <translation>%1 claimed 31. Wrong: only %2 points; the pot grows.</translation>
        </message>
        <message>
            <source>Bura! You take the pot of %1.</source>
            <translation>Bura! You take the pot of %1.</translation>
        </message>
        <message>
            <source>The trump indicator is set aside: it cannot refill every hand.</source>
            <translation>The trump indicator is set aside: it cannot refill every hand.</translation>
        </message>
        <message numerus="yes">
            <source>The stock (%n card(s)) and the trump indicator are set aside: they cannot refill every hand.</source>
            <translation>
                <numerusform>The stock (%n card) and the trump indicator are set aside: they cannot refill every hand.</numerusform>
                <numerusform>The stock (%n cards) and the trump indicator are set aside: they cannot refill every hand.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: Bura! Takes the pot of %2.</source>
            <translation>%1: Bura! Takes the pot of %2.</translation>
        </message>
        <message>
            <source>You win with %1 and take the pot of %2.</source>
            <translation>You win with %1 and take the pot of %2.</translation>
        </message>
        <message>
            <source>%1 wins with %2, takes the pot of %3.</source>
            <translation>%1 wins with %2, takes the pot of %3.</translation>
        </message>
        <message>
            <source>Most points: you take the pot.</source>
            <translation>Most points: you take the pot.</translation>
        </message>
        <message>
            <source>Most points: %1 takes the pot.</source>
            <translation>Most points: %1 takes the pot.</translation>
        </message>
        <message>
            <source>Most points: %1 take the pot.</source>
            <translation>Most points: %1 take the pot.</translation>
        </message>
        <message>
            <source>Played out: nobody claimed, the pot stays for the next hand.</source>
            <translation>Played out: nobody claimed, the pot stays for the next hand.</translation>
        </message>
    </context>
    <context>
        <name>NetworkPage</name>
        <message>
            <source>Invitations across the internet meet on magic-wormhole's public mailbox and relay servers. They see this computer's internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</source>
            <translation>Invitations across the internet meet on magic-wormhole's public mailbox and relay servers. They see this computer's internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</translation>
        </message>
        <message>
            <source>Mailbox server:</source>
            <translation>Mailbox server:</translation>
        </message>
        <message>
            <source>Relay server:</source>
            <translation>Relay server:</translation>
        </message>
        <message>
            <source>The mailbox server is an address like ws://example.org:4000/v1.</source>
            <translation>The mailbox server is an address like ws://example.org:4000/v1.</translation>
        </message>
        <message>
            <source>The relay server is an address like tcp:example.org:4001.</source>
            <translation>The relay server is an address like tcp:example.org:4001.</translation>
        </message>
    </context>
    <context>
        <name>Notices</name>
        <message numerus="yes">
            <source>The statistics file is in use by another copy of Bura Desktop; %n record(s) will be saved when it is free.</source>
            <translation>
                <numerusform>The statistics file is in use by another copy of Bura Desktop; %n record will be saved when it is free.</numerusform>
                <numerusform>The statistics file is in use by another copy of Bura Desktop; %n records will be saved when it is free.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your statistics could not be written (the disk is full); %n record(s) will be saved when there is room.</source>
            <translation>
                <numerusform>Your statistics could not be written (the disk is full); %n record will be saved when there is room.</numerusform>
                <numerusform>Your statistics could not be written (the disk is full); %n records will be saved when there is room.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Left out of the statistics: %n hand(s) that could not be read from the file.</source>
            <translation>
                <numerusform>Left out of the statistics: %n hand that could not be read from the file.</numerusform>
                <numerusform>Left out of the statistics: %n hands that could not be read from the file.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n record(s) waiting for the statistics file could not be kept (%1).</source>
            <translation>
                <numerusform>%n record waiting for the statistics file could not be kept (%1).</numerusform>
                <numerusform>%n records waiting for the statistics file could not be kept (%1).</numerusform>
            </translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Rule preset</source>
            <translation>Rule preset</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Stake</translation>
        </message>
        <message>
            <source>Starting bankroll</source>
            <translation>Starting bankroll</translation>
        </message>
        <message>
            <source>Session length</source>
            <translation>Session length</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animation speed</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Card deck</translation>
        </message>
        <message>
            <source>Card back</source>
            <translation>Card back</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Table colour</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Card size</translation>
        </message>
        <message>
            <source>Points assist</source>
            <translation>Points assist</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Sound</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Sound without animation</source>
            <translation>Sound without animation</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <source>Confirm before claiming</source>
            <translation>Confirm before claiming</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>Invitation mailbox</source>
            <translation>Invitation mailbox</translation>
        </message>
        <message>
            <source>Invitation relay</source>
            <translation>Invitation relay</translation>
        </message>
        <message>
            <source>game</source>
            <translation>game</translation>
        </message>
        <message>
            <source>table</source>
            <translation>table</translation>
        </message>
        <message>
            <source>general</source>
            <translation>general</translation>
        </message>
        <message>
            <source>network</source>
            <translation>network</translation>
        </message>
        <message>
            <source>Cannot use the folder %1: a file is in the way.</source>
            <translation>Cannot use the folder %1: a file is in the way.</translation>
        </message>
        <message>
            <source>Cannot create the folder %1: %2.</source>
            <translation>Cannot create the folder %1: %2.</translation>
        </message>
        <message>
            <source>Cannot use the folder %1: it is not a folder.</source>
            <translation>Cannot use the folder %1: it is not a folder.</translation>
        </message>
        <message>
            <source>Cannot write to the folder %1: it is read-only.</source>
            <translation>Cannot write to the folder %1: it is read-only.</translation>
        </message>
        <message>
            <source>%1 Settings, statistics and the saved game are not kept this time.</source>
            <translation>%1 Settings, statistics and the saved game are not kept this time.</translation>
        </message>
        <message>
            <source>%1 Your settings are read, but changes to them are not kept.</source>
            <translation>%1 Your settings are read, but changes to them are not kept.</translation>
        </message>
        <message>
            <source>%1 The saved game is read, but the game played now and its hands are not kept.</source>
            <translation>%1 The saved game is read, but the game played now and its hands are not kept.</translation>
        </message>
        <message>
            <source>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</source>
            <translation>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</translation>
        </message>
        <message>
            <source>The rule options in your settings do not work together, so the classic rules are used: %1</source>
            <translation>The rule options in your settings do not work together, so the classic rules are used: %1</translation>
        </message>
        <message>
            <source>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</source>
            <translation>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</translation>
        </message>
        <message>
            <source>The %1 settings were not valid; using the defaults.</source>
            <translation>The %1 settings were not valid; using the defaults.</translation>
        </message>
        <message>
            <source>%1 %2 was not valid; using the default.</source>
            <translation>%1 %2 was not valid; using the default.</translation>
        </message>
        <message>
            <source>The rule options were not valid; using the preset's.</source>
            <translation>The rule options were not valid; using the preset's.</translation>
        </message>
        <message>
            <source>Rule option “%1” is set elsewhere in the settings; ignoring it.</source>
            <translation>Rule option “%1” is set elsewhere in the settings; ignoring it.</translation>
        </message>
        <message>
            <source>Rule option “%1” = %2 was not valid; using the preset's.</source>
            <translation>Rule option “%1” = %2 was not valid; using the preset's.</translation>
        </message>
        <message>
            <source>The opponents %1 were not valid (1 to %2 are allowed); using the default.</source>
            <translation>The opponents %1 were not valid (1 to %2 are allowed); using the default.</translation>
        </message>
        <message>
            <source>Opponent %1's name %2 was not valid; using “%3”.</source>
            <translation>Opponent %1's name %2 was not valid; using “%3”.</translation>
        </message>
        <message>
            <source>Opponent %1's level %2 was not valid; using “%3”.</source>
            <translation>Opponent %1's level %2 was not valid; using “%3”.</translation>
        </message>
        <message>
            <source>Your settings could not be read (%1); the defaults are used.</source>
            <translation>Your settings could not be read (%1); the defaults are used.</translation>
        </message>
        <message>
            <source>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</source>
            <translation>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</translation>
        </message>
        <message>
            <source>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</source>
            <translation>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</translation>
        </message>
        <message>
            <source>Your settings were not saved. %1</source>
            <translation>Your settings were not saved. %1</translation>
        </message>
        <message>
            <source>Your settings were not saved (%1).</source>
            <translation>Your settings were not saved (%1).</translation>
        </message>
        <message>
            <source>The game could not be saved. %1</source>
            <translation>The game could not be saved. %1</translation>
        </message>
        <message>
            <source>The game could not be saved (%1).</source>
            <translation>The game could not be saved (%1).</translation>
        </message>
        <message>
            <source>The saved game could not be read (%1).</source>
            <translation>The saved game could not be read (%1).</translation>
        </message>
        <message>
            <source>The saved game was damaged and could not be moved aside (%1).</source>
            <translation>The saved game was damaged and could not be moved aside (%1).</translation>
        </message>
        <message>
            <source>The saved game was damaged and cannot be resumed; it was kept as %1.</source>
            <translation>The saved game was damaged and cannot be resumed; it was kept as %1.</translation>
        </message>
        <message>
            <source>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</source>
            <translation>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</translation>
        </message>
        <message>
            <source>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</source>
            <translation>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</translation>
        </message>
        <message>
            <source>The finished game's save could not be removed (%1).</source>
            <translation>The finished game's save could not be removed (%1).</translation>
        </message>
        <message>
            <source>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</source>
            <translation>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</translation>
        </message>
        <message>
            <source>The game stopped on an error and cannot go on. Start a new game.</source>
            <translation>The game stopped on an error and cannot go on. Start a new game.</translation>
        </message>
        <message>
            <source>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</source>
            <translation>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</translation>
        </message>
        <message>
            <source>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</source>
            <translation>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</translation>
        </message>
        <message>
            <source>The host closed the table. Start a game of your own.</source>
            <translation>The host closed the table. Start a game of your own.</translation>
        </message>
        <message>
            <source>The host cut this table off. Start a game of your own.</source>
            <translation>The host cut this table off. Start a game of your own.</translation>
        </message>
        <message>
            <source>The connection to the host was lost. Start a game of your own.</source>
            <translation>The connection to the host was lost. Start a game of your own.</translation>
        </message>
        <message>
            <source>Statistics are off: %1</source>
            <translation>Statistics are off: %1</translation>
        </message>
        <message>
            <source>Statistics are off: %1 could not be opened (%2).</source>
            <translation>Statistics are off: %1 could not be opened (%2).</translation>
        </message>
        <message>
            <source>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</source>
            <translation>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</source>
            <translation>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</translation>
        </message>
        <message>
            <source>Your profile's folder cannot be written to (%1): the hands you play are kept until it can be.</source>
            <translation>Your profile's folder cannot be written to (%1): the hands you play are kept until it can be.</translation>
        </message>
        <message>
            <source>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</source>
            <translation>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</translation>
        </message>
        <message>
            <source>The hands kept for the statistics at an earlier quit could not be read (%1).</source>
            <translation>The hands kept for the statistics at an earlier quit could not be read (%1).</translation>
        </message>
        <message>
            <source>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</source>
            <translation>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</translation>
        </message>
        <message>
            <source>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</source>
            <translation>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</translation>
        </message>
        <message>
            <source>Statistics are off: the damaged statistics file could not be replaced (%1).</source>
            <translation>Statistics are off: the damaged statistics file could not be replaced (%1).</translation>
        </message>
        <message>
            <source>Your statistics file was damaged and could not be replaced, so statistics are off for now.</source>
            <translation>Your statistics file was damaged and could not be replaced, so statistics are off for now.</translation>
        </message>
        <message>
            <source>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</source>
            <translation>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</translation>
        </message>
        <message>
            <source>Statistics are off; this session's hands are kept in memory.</source>
            <translation>Statistics are off; this session's hands are kept in memory.</translation>
        </message>
        <message>
            <source>Statistics are off: they could not be saved (%1).</source>
            <translation>Statistics are off: they could not be saved (%1).</translation>
        </message>
        <message>
            <source>The statistics could not be exported (%1).</source>
            <translation>The statistics could not be exported (%1).</translation>
        </message>
        <message>
            <source>Statistics are off, so there is nothing to reset.</source>
            <translation>Statistics are off, so there is nothing to reset.</translation>
        </message>
        <message>
            <source>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</source>
            <translation>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</translation>
        </message>
        <message>
            <source>The statistics could not be reset (%1).</source>
            <translation>The statistics could not be reset (%1).</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Bet blind before you see your cards, or pass.</source>
            <translation>Bet blind before you see your cards, or pass.</translation>
        </message>
        <message>
            <source>No cards left: claim 31 if you have it, or pass.</source>
            <translation>No cards left: claim 31 if you have it, or pass.</translation>
        </message>
        <message>
            <source>Before anyone declares: claim 31 if you have it, or pass.</source>
            <translation>Before anyone declares: claim 31 if you have it, or pass.</translation>
        </message>
        <message>
            <source>You may declare, claim 31 or pass.</source>
            <translation>You may declare, claim 31 or pass.</translation>
        </message>
        <message>
            <source>You may declare or pass.</source>
            <translation>You may declare or pass.</translation>
        </message>
        <message numerus="yes">
            <source>Your answer: %n card(s) to beat the trick, or as few as one to throw.</source>
            <translation>
                <numerusform>Your answer: %n card to beat the trick, or as few as one to throw.</numerusform>
                <numerusform>Your answer: %n cards to beat the trick, or as few as one to throw.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
            <translation>
                <numerusform>Your answer: choose %n card to beat the trick, or to throw.</numerusform>
                <numerusform>Your answer: choose %n cards to beat the trick, or to throw.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your lead, or declare %1 and win the hand.</source>
            <translation>Your lead, or declare %1 and win the hand.</translation>
        </message>
        <message>
            <source>Your lead: choose one card.</source>
            <translation>Your lead: choose one card.</translation>
        </message>
        <message>
            <source>Your lead: choose %1 cards of one suit.</source>
            <translation>Your lead: choose %1 cards of one suit.</translation>
        </message>
        <message>
            <source>Show a combination from your hand. Key: D.</source>
            <translation>Show a combination from your hand. Key: D.</translation>
        </message>
        <message>
            <source>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</source>
            <translation>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</translation>
        </message>
        <message>
            <source>Show your %1: it wins the hand and the pot. Key: D.</source>
            <translation>Show your %1: it wins the hand and the pot. Key: D.</translation>
        </message>
        <message>
            <source>Show your %1: it wins the hand. Key: D.</source>
            <translation>Show your %1: it wins the hand. Key: D.</translation>
        </message>
        <message>
            <source>Look at your cards without betting blind. Key: P.</source>
            <translation>Look at your cards without betting blind. Key: P.</translation>
        </message>
        <message>
            <source>Go on without declaring or claiming 31. Key: P.</source>
            <translation>Go on without declaring or claiming 31. Key: P.</translation>
        </message>
        <message>
            <source>Go on without declaring. Key: P.</source>
            <translation>Go on without declaring. Key: P.</translation>
        </message>
        <message>
            <source>Go on without claiming 31. Key: P.</source>
            <translation>Go on without claiming 31. Key: P.</translation>
        </message>
        <message>
            <source>Go on without claiming, declaring or betting blind. Key: P.</source>
            <translation>Go on without claiming, declaring or betting blind. Key: P.</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <source>Answer with %n card(s).</source>
            <translation>
                <numerusform>Answer with %n card.</numerusform>
                <numerusform>Answer with %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wait for your turn.</translation>
        </message>
        <message>
            <source>Select cards to play.</source>
            <translation>Select cards to play.</translation>
        </message>
        <message>
            <source>The hand is still being played.</source>
            <translation>The hand is still being played.</translation>
        </message>
        <message>
            <source>The session is over: start a new game.</source>
            <translation>The session is over: start a new game.</translation>
        </message>
        <message>
            <source>%1 tried an illegal action: %2</source>
            <translation>%1 tried an illegal action: %2</translation>
        </message>
        <message>
            <source>Hints are not given at someone else's table.</source>
            <translation>Hints are not given at someone else's table.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>The session is over.</translation>
        </message>
        <message>
            <source>The hand is over: deal the next.</source>
            <translation>The hand is over: deal the next.</translation>
        </message>
        <message>
            <source>Claims are not part of these rules.</source>
            <translation>Claims are not part of these rules.</translation>
        </message>
        <message>
            <source>You cannot claim now.</source>
            <translation>You cannot claim now.</translation>
        </message>
        <message>
            <source>%1 cannot claim now.</source>
            <translation>%1 cannot claim now.</translation>
        </message>
        <message>
            <source>An instant win has been declared: nobody may claim 31 any more.</source>
            <translation>An instant win has been declared: nobody may claim 31 any more.</translation>
        </message>
        <message>
            <source>A blind bet is made before the first trick, by its leader, only.</source>
            <translation>A blind bet is made before the first trick, by its leader, only.</translation>
        </message>
        <message>
            <source>Declarations are made at the start of a trick, before the lead.</source>
            <translation>Declarations are made at the start of a trick, before the lead.</translation>
        </message>
        <message>
            <source>You cannot declare %1 now.</source>
            <translation>You cannot declare %1 now.</translation>
        </message>
        <message>
            <source>%1 cannot declare %2 now.</source>
            <translation>%1 cannot declare %2 now.</translation>
        </message>
        <message>
            <source>You have nothing to pass on now: play cards.</source>
            <translation>You have nothing to pass on now: play cards.</translation>
        </message>
        <message>
            <source>%1 has nothing to pass on now: play cards.</source>
            <translation>%1 has nothing to pass on now: play cards.</translation>
        </message>
        <message>
            <source>You are asked to declare, claim or pass before the lead.</source>
            <translation>You are asked to declare, claim or pass before the lead.</translation>
        </message>
        <message>
            <source>%1 is asked to declare, claim or pass before the lead.</source>
            <translation>%1 is asked to declare, claim or pass before the lead.</translation>
        </message>
        <message>
            <source>You are asked to declare or pass before the lead.</source>
            <translation>You are asked to declare or pass before the lead.</translation>
        </message>
        <message>
            <source>%1 is asked to declare or pass before the lead.</source>
            <translation>%1 is asked to declare or pass before the lead.</translation>
        </message>
        <message>
            <source>Before the lead you may claim 31 or pass.</source>
            <translation>Before the lead you may claim 31 or pass.</translation>
        </message>
        <message>
            <source>Before the lead %1 may claim 31 or pass.</source>
            <translation>Before the lead %1 may claim 31 or pass.</translation>
        </message>
        <message>
            <source>No cards are left to play: you may claim or pass.</source>
            <translation>No cards are left to play: you may claim or pass.</translation>
        </message>
        <message>
            <source>No cards are left to play: %1 may claim or pass.</source>
            <translation>No cards are left to play: %1 may claim or pass.</translation>
        </message>
        <message>
            <source>You bet blind or pass before the first trick.</source>
            <translation>You bet blind or pass before the first trick.</translation>
        </message>
        <message>
            <source>%1 bets blind or passes before the first trick.</source>
            <translation>%1 bets blind or passes before the first trick.</translation>
        </message>
        <message>
            <source>You do not hold %1.</source>
            <translation>You do not hold %1.</translation>
        </message>
        <message>
            <source>%1 does not hold %2.</source>
            <translation>%1 does not hold %2.</translation>
        </message>
        <message>
            <source>A lead must be of one suit.</source>
            <translation>A lead must be of one suit.</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <comment>a choice of numbers: 1, 2 or 3</comment>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <source>A lead has %1 cards, not %2.</source>
            <translation>A lead has %1 cards, not %2.</translation>
        </message>
        <message>
            <source>A lead of %1 cards is more than another player's hand of %2.</source>
            <translation>A lead of %1 cards is more than another player's hand of %2.</translation>
        </message>
        <message>
            <source>A lead is played face up.</source>
            <translation>A lead is played face up.</translation>
        </message>
        <message>
            <source>You cannot lead that.</source>
            <translation>You cannot lead that.</translation>
        </message>
        <message>
            <source>%1 cannot lead that.</source>
            <translation>%1 cannot lead that.</translation>
        </message>
        <message>
            <source>Cards go face down only with the closed-cards option.</source>
            <translation>Cards go face down only with the closed-cards option.</translation>
        </message>
        <message>
            <source>You cannot play that.</source>
            <translation>You cannot play that.</translation>
        </message>
        <message>
            <source>%1 cannot play that.</source>
            <translation>%1 cannot play that.</translation>
        </message>
    </context>
    <context>
        <name>RecordWindows</name>
        <message>
            <source>A hand from the host's table could not be kept in your statistics.</source>
            <translation>A hand from the host's table could not be kept in your statistics.</translation>
        </message>
        <message>
            <source>This hand is not in the history (yet), so it cannot be reviewed.</source>
            <translation>This hand is not in the history (yet), so it cannot be reviewed.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>First</source>
            <translation>First</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Forward</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>Last</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Play from here</translation>
        </message>
        <message>
            <source>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</source>
            <translation>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>The Expert weighs each of your decisions.</source>
            <translation>The Expert weighs each of your decisions.</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Expert review</source>
            <translation>Expert review</translation>
        </message>
        <message>
            <source>Decision %v of %m</source>
            <translation>Decision %v of %m</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>The Expert weighs each of your decisions…</source>
            <translation>The Expert weighs each of your decisions…</translation>
        </message>
        <message>
            <source>Review cancelled.</source>
            <translation>Review cancelled.</translation>
        </message>
        <message>
            <source>The review stopped: its process failed.</source>
            <translation>The review stopped: its process failed.</translation>
        </message>
        <message>
            <source>No other move was worth weighing here.</source>
            <translation>No other move was worth weighing here.</translation>
        </message>
        <message>
            <source>Review: %1</source>
            <translation>Review: %1</translation>
        </message>
        <message>
            <source>the Expert's choice</source>
            <translation>the Expert's choice</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>fine</translation>
        </message>
        <message>
            <source>%1 was the Expert's choice.</source>
            <translation>%1 was the Expert's choice.</translation>
        </message>
        <message>
            <source>%1 was fine: %2 was hardly better (within the review's margin).</source>
            <translation>%1 was fine: %2 was hardly better (within the review's margin).</translation>
        </message>
        <message>
            <source>slight inaccuracy: better %1 (%2).</source>
            <translation>slight inaccuracy: better %1 (%2).</translation>
        </message>
        <message>
            <source>%1 (%2).</source>
            <translation>%1 (%2).</translation>
        </message>
        <message>
            <source>Accuracy %1%: %2 of %3 decisions the Expert's choice or fine, slight inaccuracies: %4, mistakes: %5.</source>
            <translation>Accuracy %1%: %2 of %3 decisions the Expert's choice or fine, slight inaccuracies: %4, mistakes: %5.</translation>
        </message>
        <message>
            <source>They cost %1 points of winning chance on average.</source>
            <translation>They cost %1 points of winning chance on average.</translation>
        </message>
        <message>
            <source>Estimated loss %1.</source>
            <translation>Estimated loss %1.</translation>
        </message>
        <message>
            <source>missed a claim with %1 points</source>
            <translation>missed a claim with %1 points</translation>
        </message>
        <message>
            <source>wrong claim with %1 points; better: %2</source>
            <translation>wrong claim with %1 points; better: %2</translation>
        </message>
        <message>
            <source>threw %1 where %2 would have taken the trick</source>
            <translation>threw %1 where %2 would have taken the trick</translation>
        </message>
        <message>
            <source>threw %1 where %2 would have given away fewer points</source>
            <translation>threw %1 where %2 would have given away fewer points</translation>
        </message>
        <message>
            <source>took the trick with %1 where %2 would have taken it too</source>
            <translation>took the trick with %1 where %2 would have taken it too</translation>
        </message>
        <message>
            <source>better: %1</source>
            <translation>better: %1</translation>
        </message>
        <message>
            <source>%1 chips</source>
            <translation>%1 chips</translation>
        </message>
        <message>
            <source>%1% chance</source>
            <translation>%1% chance</translation>
        </message>
        <message>
            <source>%1 penalty points</source>
            <translation>%1 penalty points</translation>
        </message>
        <message>
            <source>cost %1</source>
            <translation>cost %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>(%1 sampled deals of the unseen cards)</source>
            <translation>(%1 sampled deals of the unseen cards)</translation>
        </message>
        <message>
            <source>You had no decision to make in this hand.</source>
            <translation>You had no decision to make in this hand.</translation>
        </message>
        <message>
            <source>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</source>
            <translation>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</translation>
        </message>
        <message>
            <source>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</source>
            <translation>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</translation>
        </message>
        <message>
            <source>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</source>
            <translation>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</translation>
        </message>
    </context>
    <context>
        <name>RuleTexts</name>
        <message>
            <source>Classic</source>
            <translation>Classic</translation>
        </message>
        <message>
            <source>Rules sheet</source>
            <translation>Rules sheet</translation>
        </message>
        <message>
            <source>Kozel</source>
            <translation>Kozel</translation>
        </message>
        <message>
            <source>Penalty points</source>
            <translation>Penalty points</translation>
        </message>
        <message>
            <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
            <translation>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</translation>
        </message>
        <message>
            <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
            <translation>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</translation>
        </message>
        <message>
            <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
            <translation>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</translation>
        </message>
        <message>
            <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
            <translation>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Pack</translation>
        </message>
        <message>
            <source>Cards in hand</source>
            <translation>Cards in hand</translation>
        </message>
        <message>
            <source>Dealing</source>
            <translation>Dealing</translation>
        </message>
        <message>
            <source>Cards a lead may have</source>
            <translation>Cards a lead may have</translation>
        </message>
        <message>
            <source>Who may declare</source>
            <translation>Who may declare</translation>
        </message>
        <message>
            <source>Three aces</source>
            <translation>Three aces</translation>
        </message>
        <message>
            <source>Molodka</source>
            <translation>Molodka</translation>
        </message>
        <message>
            <source>Four aces</source>
            <translation>Four aces</translation>
        </message>
        <message>
            <source>Four trumps</source>
            <translation>Four trumps</translation>
        </message>
        <message>
            <source>Closed cards</source>
            <translation>Closed cards</translation>
        </message>
        <message>
            <source>Moscow answers</source>
            <translation>Moscow answers</translation>
        </message>
        <message>
            <source>Blind Bura</source>
            <translation>Blind Bura</translation>
        </message>
        <message>
            <source>End of the stock</source>
            <translation>End of the stock</translation>
        </message>
        <message>
            <source>Claims of 31</source>
            <translation>Claims of 31</translation>
        </message>
        <message>
            <source>A wrong claim</source>
            <translation>A wrong claim</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Hands to win a series</source>
            <translation>Hands to win a series</translation>
        </message>
        <message>
            <source>Penalty limit</source>
            <translation>Penalty limit</translation>
        </message>
        <message>
            <source>Next dealer</source>
            <translation>Next dealer</translation>
        </message>
        <message>
            <source>Stop when broke</source>
            <translation>Stop when broke</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>How many sit at the table, you included.</source>
            <translation>How many sit at the table, you included.</translation>
        </message>
        <message>
            <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
            <translation>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</translation>
        </message>
        <message>
            <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
            <translation>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</translation>
        </message>
        <message>
            <source>One card at a time round the table, or each player's whole hand at once.</source>
            <translation>One card at a time round the table, or each player's whole hand at once.</translation>
        </message>
        <message>
            <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
            <translation>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</translation>
        </message>
        <message>
            <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
            <translation>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</translation>
        </message>
        <message>
            <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
            <translation>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</translation>
        </message>
        <message>
            <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
            <translation>Three cards of one suit other than trumps. Declaring them gives you the next lead.</translation>
        </message>
        <message>
            <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
            <translation>With 4-card hands, declaring four aces wins the hand, above Bura.</translation>
        </message>
        <message>
            <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
            <translation>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</translation>
        </message>
        <message>
            <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
            <translation>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</translation>
        </message>
        <message>
            <source>Face-down answers allowed</source>
            <translation>Face-down answers allowed</translation>
        </message>
        <message>
            <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
            <translation>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</translation>
        </message>
        <message>
            <source>Shorter answers allowed</source>
            <translation>Shorter answers allowed</translation>
        </message>
        <message>
            <source>First leader may bet blind</source>
            <translation>First leader may bet blind</translation>
        </message>
        <message>
            <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
            <translation>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</translation>
        </message>
        <message>
            <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
            <translation>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</translation>
        </message>
        <message>
            <source>Players may claim 31</source>
            <translation>Players may claim 31</translation>
        </message>
        <message>
            <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
            <translation>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</translation>
        </message>
        <message>
            <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
            <translation>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</translation>
        </message>
        <message>
            <source>Stake (chips each player antes)</source>
            <translation>Stake (chips each player antes)</translation>
        </message>
        <message>
            <source>The chips each player puts in the pot when a new pot starts.</source>
            <translation>The chips each player puts in the pot when a new pot starts.</translation>
        </message>
        <message>
            <source>Starting bankroll</source>
            <translation>Starting bankroll</translation>
        </message>
        <message>
            <source>The chips every player starts a session with.</source>
            <translation>The chips every player starts a session with.</translation>
        </message>
        <message>
            <source>Hands in a session</source>
            <translation>Hands in a session</translation>
        </message>
        <message>
            <source>The session ends after this many hands; with no limit, when you stop.</source>
            <translation>The session ends after this many hands; with no limit, when you stop.</translation>
        </message>
        <message>
            <source>End the session when a bankroll hits 0</source>
            <translation>End the session when a bankroll hits 0</translation>
        </message>
        <message>
            <source>Series scoring: the first player to win this many hands wins the session.</source>
            <translation>Series scoring: the first player to win this many hands wins the session.</translation>
        </message>
        <message>
            <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
            <translation>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</translation>
        </message>
        <message>
            <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
            <translation>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</translation>
        </message>
        <message>
            <source>Claim after the last trick</source>
            <translation>Claim after the last trick</translation>
        </message>
        <message>
            <source>Pot scoring: the session ends when anyone's bankroll reaches 0.</source>
            <translation>Pot scoring: the session ends when anyone's bankroll reaches 0.</translation>
        </message>
        <message>
            <source>36 cards</source>
            <translation>36 cards</translation>
        </message>
        <message>
            <source>32 cards (no sixes)</source>
            <translation>32 cards (no sixes)</translation>
        </message>
        <message>
            <source>3 cards</source>
            <translation>3 cards</translation>
        </message>
        <message>
            <source>4 cards (Kozel)</source>
            <translation>4 cards (Kozel)</translation>
        </message>
        <message>
            <source>One card at a time</source>
            <translation>One card at a time</translation>
        </message>
        <message>
            <source>Whole hands at once</source>
            <translation>Whole hands at once</translation>
        </message>
        <message>
            <source>Right of the dealer (dealer second)</source>
            <translation>Right of the dealer (dealer second)</translation>
        </message>
        <message>
            <source>A last chance to claim needs claims of 31.</source>
            <translation>A last chance to claim needs claims of 31.</translation>
        </message>
        <message>
            <source>First lead</source>
            <translation>First lead</translation>
        </message>
        <message>
            <source>Next lead</source>
            <translation>Next lead</translation>
        </message>
        <message>
            <source>Last chance to claim</source>
            <translation>Last chance to claim</translation>
        </message>
        <message>
            <source>Who leads a hand's first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer's right, and the dealer plays second. Play always goes clockwise.</source>
            <translation>Who leads a hand's first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer's right, and the dealer plays second. Play always goes clockwise.</translation>
        </message>
        <message>
            <source>The trick's winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</source>
            <translation>The trick's winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</translation>
        </message>
        <message>
            <source>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</source>
            <translation>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</translation>
        </message>
        <message>
            <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</source>
            <translation>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</translation>
        </message>
        <message>
            <source>Left of the dealer</source>
            <translation>Left of the dealer</translation>
        </message>
        <message>
            <source>The trick's winner</source>
            <translation>The trick's winner</translation>
        </message>
        <message>
            <source>Round the table</source>
            <translation>Round the table</translation>
        </message>
        <message>
            <source>Anyone, at every trick start</source>
            <translation>Anyone, at every trick start</translation>
        </message>
        <message>
            <source>Only the leader (Bura only)</source>
            <translation>Only the leader (Bura only)</translation>
        </message>
        <message>
            <source>Not a combination</source>
            <translation>Not a combination</translation>
        </message>
        <message>
            <source>Gives the next lead</source>
            <translation>Gives the next lead</translation>
        </message>
        <message>
            <source>Wins the hand</source>
            <translation>Wins the hand</translation>
        </message>
        <message>
            <source>Set the rest aside</source>
            <translation>Set the rest aside</translation>
        </message>
        <message>
            <source>Draw it out</source>
            <translation>Draw it out</translation>
        </message>
        <message>
            <source>Claimer doubles the pot</source>
            <translation>Claimer doubles the pot</translation>
        </message>
        <message>
            <source>Claimer loses the hand</source>
            <translation>Claimer loses the hand</translation>
        </message>
        <message>
            <source>Chips in a pot</source>
            <translation>Chips in a pot</translation>
        </message>
        <message>
            <source>Series of hands</source>
            <translation>Series of hands</translation>
        </message>
        <message>
            <source>Most points take the pot</source>
            <translation>Most points take the pot</translation>
        </message>
        <message>
            <source>The claimer</source>
            <translation>The claimer</translation>
        </message>
        <message>
            <source>In turn</source>
            <translation>In turn</translation>
        </message>
        <message>
            <source>%1: %2 is not a possible value.</source>
            <translation>%1: %2 is not a possible value.</translation>
        </message>
        <message>
            <source>4-card hands are for 2 to 5 players, not %1.</source>
            <translation>4-card hands are for 2 to 5 players, not %1.</translation>
        </message>
        <message>
            <source>Bura is played by 2 to 6 players, not %1.</source>
            <translation>Bura is played by 2 to 6 players, not %1.</translation>
        </message>
        <message>
            <source>Choose how many cards a lead may have.</source>
            <translation>Choose how many cards a lead may have.</translation>
        </message>
        <message>
            <source>A lead of a single card must always be allowed.</source>
            <translation>A lead of a single card must always be allowed.</translation>
        </message>
        <message>
            <source>%1 can only be declared with 4 cards in hand.</source>
            <translation>%1 can only be declared with 4 cards in hand.</translation>
        </message>
        <message>
            <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
            <translation>%1 cannot be declared when only the leader declares: then Bura is the only combination.</translation>
        </message>
        <message>
            <source>%1 plays every hand out, so claims must be off.</source>
            <translation>%1 plays every hand out, so claims must be off.</translation>
        </message>
        <message>
            <source>%1 needs claims: without them nobody wins a hand.</source>
            <translation>%1 needs claims: without them nobody wins a hand.</translation>
        </message>
        <message>
            <source>%1 has no pot to double: a wrong claim must lose the hand.</source>
            <translation>%1 has no pot to double: a wrong claim must lose the hand.</translation>
        </message>
        <message>
            <source>Blind Bura needs scoring with chips in a pot.</source>
            <translation>Blind Bura needs scoring with chips in a pot.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Nobody claims 31: every hand is played out.</source>
            <translation>Nobody claims 31: every hand is played out.</translation>
        </message>
        <message>
            <source>A wrong claim loses the hand to everyone else.</source>
            <translation>A wrong claim loses the hand to everyone else.</translation>
        </message>
        <message>
            <source>Every lead is a single card.</source>
            <translation>Every lead is a single card.</translation>
        </message>
        <message>
            <source>A lead has %1 cards, all of one suit.</source>
            <translation>A lead has %1 cards, all of one suit.</translation>
        </message>
        <message>
            <source>Three aces are not a combination.</source>
            <translation>Three aces are not a combination.</translation>
        </message>
        <message>
            <source>Three aces win the hand at once, like a Bura.</source>
            <translation>Three aces win the hand at once, like a Bura.</translation>
        </message>
        <message>
            <source>After the last trick each player, its winner first, has one last chance to claim 31.</source>
            <translation>After the last trick each player, its winner first, has one last chance to claim 31.</translation>
        </message>
        <message>
            <source>The player on the dealer's right leads the first trick; the dealer plays second.</source>
            <translation>The player on the dealer's right leads the first trick; the dealer plays second.</translation>
        </message>
        <message>
            <source>The lead passes round the table after every trick, whoever won it; the winner still draws first.</source>
            <translation>The lead passes round the table after every trick, whoever won it; the winner still draws first.</translation>
        </message>
        <message>
            <source>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</source>
            <translation>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>The most card points take the pot; a tie splits it.</source>
            <translation>The most card points take the pot; a tie splits it.</translation>
        </message>
        <message>
            <source>No chips: each hand won scores one, and the first to %1 wins the session.</source>
            <translation>No chips: each hand won scores one, and the first to %1 wins the session.</translation>
        </message>
        <message>
            <source>A 32-card pack: the sixes are left out (still 120 card points).</source>
            <translation>A 32-card pack: the sixes are left out (still 120 card points).</translation>
        </message>
        <message>
            <source>Each player holds 4 cards; a Bura is any three trumps among them.</source>
            <translation>Each player holds 4 cards; a Bura is any three trumps among them.</translation>
        </message>
        <message>
            <source>Each player's hand is dealt at once, not a card at a time.</source>
            <translation>Each player's hand is dealt at once, not a card at a time.</translation>
        </message>
        <message>
            <source>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</source>
            <translation>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</translation>
        </message>
        <message>
            <source>A molodka (three cards of one plain suit) is not a combination.</source>
            <translation>A molodka (three cards of one plain suit) is not a combination.</translation>
        </message>
        <message>
            <source>Four aces win the hand at once, above a Bura.</source>
            <translation>Four aces win the hand at once, above a Bura.</translation>
        </message>
        <message>
            <source>Four trumps win the hand at once, above a Bura.</source>
            <translation>Four trumps win the hand at once, above a Bura.</translation>
        </message>
        <message>
            <source>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</source>
            <translation>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</translation>
        </message>
        <message>
            <source>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</source>
            <translation>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</translation>
        </message>
        <message>
            <source>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</source>
            <translation>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</translation>
        </message>
        <message>
            <source>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</source>
            <translation>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</translation>
        </message>
        <message>
            <source>The deal passes to the next player after every hand, whoever won.</source>
            <translation>The deal passes to the next player after every hand, whoever won.</translation>
        </message>
        <message>
            <source>Different at this table</source>
            <translation>Different at this table</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <comment>a choice of numbers: 1, 2 or 3</comment>
            <translation>%1 or %2</translation>
        </message>
        <message>
            <source>The rules at this table</source>
            <translation>The rules at this table</translation>
        </message>
        <message>
            <source>Rules of Bura</source>
            <translation>Rules of Bura</translation>
        </message>
    </context>
    <context>
        <name>SeatPlate</name>
        <message>
            <source>beginner</source>
            <translation>beginner</translation>
        </message>
        <message>
            <source>intermediate</source>
            <translation>intermediate</translation>
        </message>
        <message>
            <source>advanced</source>
            <translation>advanced</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>dealer</source>
            <comment>on the player's own plate, beside You</comment>
            <translation>dealer</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <source>%n hand(s) won</source>
            <translation>
                <numerusform>%n hand won</numerusform>
                <numerusform>%n hands won</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n penalty point(s)</source>
            <translation>
                <numerusform>%n penalty point</numerusform>
                <numerusform>%n penalty points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n chip(s)</source>
            <translation>
                <numerusform>%n chip</numerusform>
                <numerusform>%n chips</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+ %n face down</source>
            <translation>
                <numerusform>+ %n face down</numerusform>
                <numerusform>+ %n face down</numerusform>
            </translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>dealer</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>Opponent</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Masha</source>
            <translation>Masha</translation>
        </message>
        <message>
            <source>Kolya</source>
            <translation>Kolya</translation>
        </message>
        <message>
            <source>Sasha</source>
            <translation>Sasha</translation>
        </message>
        <message>
            <source>Tanya</source>
            <translation>Tanya</translation>
        </message>
        <message>
            <source>Lyosha</source>
            <translation>Lyosha</translation>
        </message>
        <message>
            <source>Anya</source>
            <translation>Anya</translation>
        </message>
        <message>
            <source>Boris</source>
            <translation>Boris</translation>
        </message>
        <message>
            <source>Vera</source>
            <translation>Vera</translation>
        </message>
        <message>
            <source>Grisha</source>
            <translation>Grisha</translation>
        </message>
        <message>
            <source>Dasha</source>
            <translation>Dasha</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Table</translation>
        </message>
        <message>
            <source>General</source>
            <translation>General</translation>
        </message>
        <message>
            <source>Put every setting on every tab back to its default.</source>
            <translation>Put every setting on every tab back to its default.</translation>
        </message>
        <message>
            <source>Choosing a preset sets every rule below to that form of the game.</source>
            <translation>Choosing a preset sets every rule below to that form of the game.</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>Preset:</translation>
        </message>
        <message>
            <source>Deal and deck</source>
            <translation>Deal and deck</translation>
        </message>
        <message>
            <source>Leads and answers</source>
            <translation>Leads and answers</translation>
        </message>
        <message>
            <source>Declarations</source>
            <translation>Declarations</translation>
        </message>
        <message>
            <source>Stock and claims</source>
            <translation>Stock and claims</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferences</translation>
        </message>
        <message>
            <source>How many sit at the table, you included.</source>
            <translation>How many sit at the table, you included.</translation>
        </message>
        <message>
            <source>Players at the table:</source>
            <translation>Players at the table:</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Network</translation>
        </message>
        <message>
            <source>New rules and players start a new game: you are asked first.</source>
            <translation>New rules and players start a new game: you are asked first.</translation>
        </message>
        <message numerus="yes">
            <source>The game on the table has %n player(s), not the ones below; these settings seat the players of your next new game.</source>
            <translation>
                <numerusform>The game on the table has %n player, not the ones below; these settings seat the players of your next new game.</numerusform>
                <numerusform>The game on the table has %n players, not the ones below; these settings seat the players of your next new game.</numerusform>
            </translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Opponents</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Opponent %1</source>
            <translation>Opponent %1</translation>
        </message>
        <message>
            <source>The name shown at this opponent's seat.</source>
            <translation>The name shown at this opponent's seat.</translation>
        </message>
        <message>
            <source>How well this computer opponent plays, from beginner to expert.</source>
            <translation>How well this computer opponent plays, from beginner to expert.</translation>
        </message>
        <message>
            <source>Chips and session</source>
            <translation>Chips and session</translation>
        </message>
        <message>
            <source>Stake:</source>
            <translation>Stake:</translation>
        </message>
        <message>
            <source>Starting bankroll:</source>
            <translation>Starting bankroll:</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>No limit</translation>
        </message>
        <message>
            <source> hands</source>
            <translation> hands</translation>
        </message>
        <message>
            <source>Session length:</source>
            <translation>Session length:</translation>
        </message>
        <message>
            <source>Four aces and four trumps need 4 cards in hand, so they are off.</source>
            <translation>Four aces and four trumps need 4 cards in hand, so they are off.</translation>
        </message>
        <message>
            <source>When only the leader declares, Bura is the only combination, so the others are off.</source>
            <translation>When only the leader declares, Bura is the only combination, so the others are off.</translation>
        </message>
        <message>
            <source>This scoring plays every hand out, so claims of 31 are off.</source>
            <translation>This scoring plays every hand out, so claims of 31 are off.</translation>
        </message>
        <message>
            <source>This scoring needs claims of 31, so they are on.</source>
            <translation>This scoring needs claims of 31, so they are on.</translation>
        </message>
        <message>
            <source>Without claims of 31 there is no last chance to claim, so it is off.</source>
            <translation>Without claims of 31 there is no last chance to claim, so it is off.</translation>
        </message>
        <message>
            <source>Blind Bura is played only for chips in a pot, so it is off.</source>
            <translation>Blind Bura is played only for chips in a pot, so it is off.</translation>
        </message>
        <message>
            <source>4-card hands are for at most 5 players, so one opponent leaves the table.</source>
            <translation>4-card hands are for at most 5 players, so one opponent leaves the table.</translation>
        </message>
        <message>
            <source>When only the leader declares, Bura is the only combination.</source>
            <translation>When only the leader declares, Bura is the only combination.</translation>
        </message>
        <message>
            <source>Only with 4 cards in hand.</source>
            <translation>Only with 4 cards in hand.</translation>
        </message>
        <message>
            <source>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</source>
            <translation>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</translation>
        </message>
        <message>
            <source>Only where players may claim 31.</source>
            <translation>Only where players may claim 31.</translation>
        </message>
        <message>
            <source>Series scoring has no pot to double, so a wrong claim loses the hand.</source>
            <translation>Series scoring has no pot to double, so a wrong claim loses the hand.</translation>
        </message>
        <message>
            <source>Only with chips in a pot.</source>
            <translation>Only with chips in a pot.</translation>
        </message>
        <message>
            <source>4-card hands are for at most 5 players.</source>
            <translation>4-card hands are for at most 5 players.</translation>
        </message>
        <message>
            <source>Opponent %1 needs a name.</source>
            <translation>Opponent %1 needs a name.</translation>
        </message>
        <message>
            <source>Series scoring has no pot to double: a wrong claim now loses the hand.</source>
            <translation>Series scoring has no pot to double: a wrong claim now loses the hand.</translation>
        </message>
        <message>
            <source>for %1 to %2 players</source>
            <translation>for %1 to %2 players</translation>
        </message>
        <message numerus="yes">
            <source>%n option(s) changed</source>
            <translation>
                <numerusform>%n option changed</numerusform>
                <numerusform>%n options changed</numerusform>
            </translation>
        </message>
        <message>
            <source>Fix the problems shown above first.</source>
            <translation>Fix the problems shown above first.</translation>
        </message>
    </context>
    <context>
        <name>Sharing</name>
        <message>
            <source>You sat down at %1's table. The game starts when %1 starts it.</source>
            <translation>You sat down at %1's table. The game starts when %1 starts it.</translation>
        </message>
        <message>
            <source>%1 sat down at the table.</source>
            <translation>%1 sat down at the table.</translation>
        </message>
        <message>
            <source>%1 left the table; a computer plays for them.</source>
            <translation>%1 left the table; a computer plays for them.</translation>
        </message>
        <message>
            <source>%1 is back at the table.</source>
            <translation>%1 is back at the table.</translation>
        </message>
        <message>
            <source>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</source>
            <translation>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</translation>
        </message>
        <message>
            <source>The table could not be opened on port %1: %2</source>
            <translation>The table could not be opened on port %1: %2</translation>
        </message>
        <message>
            <source>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</source>
            <translation>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</translation>
        </message>
        <message>
            <source>The connection to the table dropped: dialling it again…</source>
            <translation>The connection to the table dropped: dialling it again…</translation>
        </message>
        <message>
            <source>You are back in your seat.</source>
            <translation>You are back in your seat.</translation>
        </message>
        <message>
            <source>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</source>
            <translation>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</translation>
        </message>
        <message>
            <source>The table is open. Players join at %1, port %2, with the code %3.</source>
            <translation>The table is open. Players join at %1, port %2, with the code %3.</translation>
        </message>
        <message>
            <source>The table is open again. Its players come back at %1, port %2, with the code %3.</source>
            <translation>The table is open again. Its players come back at %1, port %2, with the code %3.</translation>
        </message>
        <message>
            <source>Host a table first (Game ▸ Host a table…), then invite friends to it.</source>
            <translation>Host a table first (Game ▸ Host a table…), then invite friends to it.</translation>
        </message>
        <message>
            <source>The table is closed.</source>
            <translation>The table is closed.</translation>
        </message>
        <message>
            <source>%1 did not move in time; a computer plays for them until they are back.</source>
            <translation>%1 did not move in time; a computer plays for them until they are back.</translation>
        </message>
        <message>
            <source>You did not move in time; a computer plays for you until you are back.</source>
            <translation>You did not move in time; a computer plays for you until you are back.</translation>
        </message>
        <message>
            <source>A computer plays for you</source>
            <translation>A computer plays for you</translation>
        </message>
        <message>
            <source>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</source>
            <translation>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</translation>
        </message>
        <message>
            <source>I'm back</source>
            <translation>I'm back</translation>
        </message>
        <message>
            <source>That invitation code is not right: check it with the host.</source>
            <translation>That invitation code is not right: check it with the host.</translation>
        </message>
        <message>
            <source>No table answered this invitation: it may have been used or closed.</source>
            <translation>No table answered this invitation: it may have been used or closed.</translation>
        </message>
        <message>
            <source>The invitation server cannot be reached: this computer may be offline.</source>
            <translation>The invitation server cannot be reached: this computer may be offline.</translation>
        </message>
        <message>
            <source>This invitation has lapsed: ask the host for a new one.</source>
            <translation>This invitation has lapsed: ask the host for a new one.</translation>
        </message>
        <message>
            <source>You have a seat at %1's table across the internet. Take it back now?</source>
            <translation>You have a seat at %1's table across the internet. Take it back now?</translation>
        </message>
        <message>
            <source>You have a seat at %1's table (%2, port %3). Take it back now?</source>
            <translation>You have a seat at %1's table (%2, port %3). Take it back now?</translation>
        </message>
        <message>
            <source>Take my seat back</source>
            <translation>Take my seat back</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Not now</translation>
        </message>
        <message>
            <source>Give up the seat</source>
            <translation>Give up the seat</translation>
        </message>
        <message>
            <source>The host did not answer.</source>
            <translation>The host did not answer.</translation>
        </message>
        <message>
            <source>The host could not be reached.</source>
            <translation>The host could not be reached.</translation>
        </message>
        <message>
            <source>Someone at this table has that name already: choose another.</source>
            <translation>Someone at this table has that name already: choose another.</translation>
        </message>
        <message>
            <source>Too many wrong codes: wait a few seconds and try again.</source>
            <translation>Too many wrong codes: wait a few seconds and try again.</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Join a table</translation>
        </message>
        <message>
            <source>The table's code is not right.</source>
            <translation>The table's code is not right.</translation>
        </message>
        <message>
            <source>Every open seat at this table is taken.</source>
            <translation>Every open seat at this table is taken.</translation>
        </message>
        <message>
            <source>That name cannot be used at this table.</source>
            <translation>That name cannot be used at this table.</translation>
        </message>
        <message>
            <source>The host plays another version of Bura Desktop (table version %1, this one %2).</source>
            <translation>The host plays another version of Bura Desktop (table version %1, this one %2).</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Key</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>What it does</translation>
        </message>
    </context>
    <context>
        <name>SingleInstance</name>
        <message>
            <source>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</source>
            <translation>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</translation>
        </message>
        <message>
            <source>Bura Desktop</source>
            <translation>Bura Desktop</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>This session</source>
            <translation>This session</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>All time</translation>
        </message>
        <message>
            <source>No session is being played.</source>
            <translation>No session is being played.</translation>
        </message>
        <message>
            <source>Rules:</source>
            <translation>Rules:</translation>
        </message>
        <message>
            <source>Opponents:</source>
            <translation>Opponents:</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Figures</translation>
        </message>
        <message>
            <source>Bankroll</source>
            <translation>Bankroll</translation>
        </message>
        <message>
            <source>Won and lost by opponent level</source>
            <translation>Won and lost by opponent level</translation>
        </message>
        <message>
            <source>How hands ended</source>
            <translation>How hands ended</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <source>Save the hands shown as a spreadsheet file.</source>
            <translation>Save the hands shown as a spreadsheet file.</translation>
        </message>
        <message>
            <source>Reset…</source>
            <translation>Reset…</translation>
        </message>
        <message>
            <source>Delete every recorded hand (a backup is kept).</source>
            <translation>Delete every recorded hand (a backup is kept).</translation>
        </message>
        <message>
            <source>Hands played</source>
            <translation>Hands played</translation>
        </message>
        <message>
            <source>Hands won</source>
            <translation>Hands won</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>Net chips</source>
            <translation>Net chips</translation>
        </message>
        <message>
            <source>Biggest pot won</source>
            <translation>Biggest pot won</translation>
        </message>
        <message>
            <source>Claims right / wrong</source>
            <translation>Claims right / wrong</translation>
        </message>
        <message>
            <source>Buras</source>
            <translation>Buras</translation>
        </message>
        <message>
            <source>Average card points</source>
            <translation>Average card points</translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation>Winning streak</translation>
        </message>
        <message>
            <source>Longest winning streak</source>
            <translation>Longest winning streak</translation>
        </message>
        <message>
            <source>Hands with hints or points assist</source>
            <translation>Hands with hints or points assist</translation>
        </message>
        <message>
            <source>Claim of 31</source>
            <translation>Claim of 31</translation>
        </message>
        <message>
            <source>Wrong claim</source>
            <translation>Wrong claim</translation>
        </message>
        <message>
            <source>Bura</source>
            <translation>Bura</translation>
        </message>
        <message>
            <source>Declaration</source>
            <translation>Declaration</translation>
        </message>
        <message>
            <source>Played out</source>
            <translation>Played out</translation>
        </message>
        <message>
            <source>Most points</source>
            <translation>Most points</translation>
        </message>
        <message>
            <source>Statistics are not being recorded.</source>
            <translation>Statistics are not being recorded.</translation>
        </message>
        <message>
            <source>Hands won over the session</source>
            <translation>Hands won over the session</translation>
        </message>
        <message>
            <source>Penalty points over the session</source>
            <translation>Penalty points over the session</translation>
        </message>
        <message>
            <source>Bankroll over the session</source>
            <translation>Bankroll over the session</translation>
        </message>
        <message>
            <source>Net chips over all hands</source>
            <translation>Net chips over all hands</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Export statistics</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Reset statistics</translation>
        </message>
        <message>
            <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
            <translation>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</translation>
        </message>
        <message>
            <source>The statistics were reset. The backup is %1.</source>
            <translation>The statistics were reset. The backup is %1.</translation>
        </message>
    </context>
    <context>
        <name>TablePage</name>
        <message>
            <source>Off</source>
            <translation>Off</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>How quickly cards are dealt and played; Off moves them at once.</source>
            <translation>How quickly cards are dealt and played; Off moves them at once.</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Animation speed:</translation>
        </message>
        <message>
            <source>Atlas</source>
            <translation>Atlas</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>High contrast</translation>
        </message>
        <message>
            <source>The traditional Russian Atlas pack.</source>
            <translation>The traditional Russian Atlas pack.</translation>
        </message>
        <message>
            <source>Large indices and four suit colours, easy to read.</source>
            <translation>Large indices and four suit colours, easy to read.</translation>
        </message>
        <message>
            <source>Card deck:</source>
            <translation>Card deck:</translation>
        </message>
        <message>
            <source>The deck's own</source>
            <comment>card back</comment>
            <translation>The deck's own</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>card back</comment>
            <translation>Red</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>card back</comment>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>card back</comment>
            <translation>Green</translation>
        </message>
        <message>
            <source>The back of every card face down.</source>
            <translation>The back of every card face down.</translation>
        </message>
        <message>
            <source>Card back:</source>
            <translation>Card back:</translation>
        </message>
        <message>
            <source>Any colour for the cloth on the table, chosen in the colour picker.</source>
            <translation>Any colour for the cloth on the table, chosen in the colour picker.</translation>
        </message>
        <message>
            <source>Green baize</source>
            <translation>Green baize</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Burgundy</translation>
        </message>
        <message>
            <source>Walnut</source>
            <translation>Walnut</translation>
        </message>
        <message>
            <source>Charcoal</source>
            <translation>Charcoal</translation>
        </message>
        <message>
            <source>Table colour:</source>
            <translation>Table colour:</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Small</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Medium</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Large</translation>
        </message>
        <message>
            <source>How large the cards are drawn on the table.</source>
            <translation>How large the cards are drawn on the table.</translation>
        </message>
        <message>
            <source>Card size:</source>
            <translation>Card size:</translation>
        </message>
        <message>
            <source>Show a running count of my card points</source>
            <translation>Show a running count of my card points</translation>
        </message>
        <message>
            <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
            <translation>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</translation>
        </message>
        <message>
            <source>Points assist:</source>
            <translation>Points assist:</translation>
        </message>
        <message>
            <source>Sort my cards by suit, trumps last</source>
            <translation>Sort my cards by suit, trumps last</translation>
        </message>
        <message>
            <source>Off: your cards stay in the order they were dealt and drawn.</source>
            <translation>Off: your cards stay in the order they were dealt and drawn.</translation>
        </message>
        <message>
            <source>Your hand:</source>
            <translation>Your hand:</translation>
        </message>
        <message>
            <source>Play sounds (M turns them on or off)</source>
            <translation>Play sounds (M turns them on or off)</translation>
        </message>
        <message>
            <source>Sound:</source>
            <translation>Sound:</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>How loud the cards and chips sound.</source>
            <translation>How loud the cards and chips sound.</translation>
        </message>
        <message>
            <source>Volume:</source>
            <translation>Volume:</translation>
        </message>
        <message>
            <source>Also when animation is off</source>
            <translation>Also when animation is off</translation>
        </message>
        <message>
            <source>With animation off the table is silent unless this is chosen.</source>
            <translation>With animation off the table is silent unless this is chosen.</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Table colour</translation>
        </message>
        <message>
            <source>Other colour…</source>
            <translation>Other colour…</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Cards left to draw, besides the trump indicator.</source>
            <translation>Cards left to draw, besides the trump indicator.</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Pot</translation>
        </message>
        <message>
            <source>The pot: whoever wins the hand takes it.</source>
            <translation>The pot: whoever wins the hand takes it.</translation>
        </message>
        <message>
            <source>Stock %1</source>
            <translation>Stock %1</translation>
        </message>
        <message>
            <source>%1!</source>
            <translation>%1!</translation>
        </message>
        <message>
            <source>31!</source>
            <translation>31!</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Your cards. Left and Right move between them, Space chooses one, Enter plays the chosen cards, Tab goes to the buttons.</source>
            <translation>Your cards. Left and Right move between them, Space chooses one, Enter plays the chosen cards, Tab goes to the buttons.</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Card table</translation>
        </message>
        <message>
            <source>%1, chosen</source>
            <translation>%1, chosen</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>chosen</translation>
        </message>
    </context>
    <context>
        <name>TrumpBadge</name>
        <message>
            <source>Trump %1 (%2)</source>
            <translation>Trump %1 (%2)</translation>
        </message>
        <message>
            <source>Trump %1</source>
            <translation>Trump %1</translation>
        </message>
    </context>
    <context>
        <name>Turn</name>
        <message>
            <source>The coach looks at your move…</source>
            <translation>The coach looks at your move…</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Claim 31</source>
            <translation>Claim 31</translation>
        </message>
        <message>
            <source>Declare</source>
            <translation>Declare</translation>
        </message>
        <message>
            <source>Blind</source>
            <translation>Blind</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Play the chosen cards. Key: Enter.</source>
            <translation>Play the chosen cards. Key: Enter.</translation>
        </message>
        <message>
            <source>Claim that your pile holds 31 card points. Key: C.</source>
            <translation>Claim that your pile holds 31 card points. Key: C.</translation>
        </message>
        <message>
            <source>Bet blind, before seeing your cards. Key: B.</source>
            <translation>Bet blind, before seeing your cards. Key: B.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <source>Hint: play %1 face down. Press Play or Enter.</source>
            <translation>Hint: play %1 face down. Press Play or Enter.</translation>
        </message>
        <message>
            <source>Hint: play %1. Press Play or Enter.</source>
            <translation>Hint: play %1. Press Play or Enter.</translation>
        </message>
        <message>
            <source>Hint: claim 31 now (C).</source>
            <translation>Hint: claim 31 now (C).</translation>
        </message>
        <message>
            <source>Hint: declare %1 (D).</source>
            <translation>Hint: declare %1 (D).</translation>
        </message>
        <message>
            <source>Hint: bet blind.</source>
            <translation>Hint: bet blind.</translation>
        </message>
        <message>
            <source>Hint: pass.</source>
            <translation>Hint: pass.</translation>
        </message>
        <message>
            <source>Play it anyway</source>
            <translation>Play it anyway</translation>
        </message>
        <message>
            <source>Take it back</source>
            <translation>Take it back</translation>
        </message>
        <message>
            <source>Coach: %1 looks costly; %2 is better.</source>
            <translation>Coach: %1 looks costly; %2 is better.</translation>
        </message>
        <message>
            <source>Declare %1</source>
            <translation>Declare %1</translation>
        </message>
        <message>
            <source>%1 Click the cards or press their numbers (H for a hint).</source>
            <translation>%1 Click the cards or press their numbers (H for a hint).</translation>
        </message>
        <message>
            <source>Lead %1: press Play or Enter.</source>
            <translation>Lead %1: press Play or Enter.</translation>
        </message>
        <message>
            <source>%1 beats the trick: press Play or Enter.</source>
            <translation>%1 beats the trick: press Play or Enter.</translation>
        </message>
        <message>
            <source>%1 does not beat the trick: it is thrown. Press Play or Enter.</source>
            <translation>%1 does not beat the trick: it is thrown. Press Play or Enter.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Looking for a good move…</translation>
        </message>
        <message>
            <source>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</source>
            <translation>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</translation>
        </message>
    </context>
    <context>
        <name>Why</name>
        <message>
            <source>%1 face down</source>
            <translation>%1 face down</translation>
        </message>
        <message>
            <source>claim</source>
            <translation>claim</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>blind bet</source>
            <translation>blind bet</translation>
        </message>
        <message>
            <source>Card points handed to the trick's winner</source>
            <translation>Card points handed to the trick's winner</translation>
        </message>
        <message>
            <source>Chance of a Bura of yours later in the hand</source>
            <translation>Chance of a Bura of yours later in the hand</translation>
        </message>
        <message>
            <source>Chance of taking this trick and the lead</source>
            <translation>Chance of taking this trick and the lead</translation>
        </message>
        <message>
            <source>Chance of reaching 31 and claiming</source>
            <translation>Chance of reaching 31 and claiming</translation>
        </message>
        <message>
            <source>Chance that another player claims 31</source>
            <translation>Chance that another player claims 31</translation>
        </message>
        <message>
            <source>Chance that your opponent claims 31</source>
            <translation>Chance that your opponent claims 31</translation>
        </message>
        <message>
            <source>Chance of winning the hand</source>
            <translation>Chance of winning the hand</translation>
        </message>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>%1: %2 with %3, %4 with %5.</source>
            <translation>%1: %2 with %3, %4 with %5.</translation>
        </message>
        <message>
            <source>It hands the trick's winner fewer points than %1.</source>
            <translation>It hands the trick's winner fewer points than %1.</translation>
        </message>
        <message>
            <source>It keeps a better chance of a Bura later than %1.</source>
            <translation>It keeps a better chance of a Bura later than %1.</translation>
        </message>
        <message>
            <source>It takes this trick and the lead more often than %1.</source>
            <translation>It takes this trick and the lead more often than %1.</translation>
        </message>
        <message>
            <source>It reaches 31 and claims more often than %1.</source>
            <translation>It reaches 31 and claims more often than %1.</translation>
        </message>
        <message>
            <source>Another player claims 31 less often than after %1.</source>
            <translation>Another player claims 31 less often than after %1.</translation>
        </message>
        <message>
            <source>Your opponent claims 31 less often than after %1.</source>
            <translation>Your opponent claims 31 less often than after %1.</translation>
        </message>
        <message>
            <source>It wins the hand more often than %1.</source>
            <translation>It wins the hand more often than %1.</translation>
        </message>
    </context>
    <context>
        <name>_Chart</name>
        <message>
            <source>No hands played yet</source>
            <translation>No hands played yet</translation>
        </message>
    </context>
</TS>
