<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>Every file of this bundle and its licence</source>
        <translation>Jede Datei dieses Pakets und ihre Lizenz</translation>
    </message>
    <message>
        <source>Bura Desktop: GNU GPL 3.0 or later</source>
        <translation>Bura Desktop: GNU GPL 3.0 oder später</translation>
    </message>
    <message>
        <source>Atlas card art: GNU LGPL 3.0 or later</source>
        <translation>Kartenbilder „Atlas“: GNU LGPL 3.0 oder später</translation>
    </message>
    <message>
        <source>DejaVu fonts: Bitstream Vera licence</source>
        <translation>DejaVu-Schriften: Bitstream-Vera-Lizenz</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt und PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>Python: PSF licence</source>
        <translation>Python: PSF-Lizenz</translation>
    </message>
    <message>
        <source>Atlas card art: Vincent Bermel&apos;s AisleRiot deck (2024), after Dmitry Fomin&apos;s drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</source>
        <translation>Kartenbilder „Atlas“: das AisleRiot-Blatt von Vincent Bermel (2024), nach Dmitri Fomins Zeichnung des Atlas-Blatts, das Adolf Charlemagne 1862 entwarf.</translation>
    </message>
    <message>
        <source>High-contrast cards and sounds: made for Bura Desktop.</source>
        <translation>Kontrastkarten und Klänge: für Bura Desktop gemacht.</translation>
    </message>
    <message>
        <source>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</source>
        <translation>DejaVu-Schriften: die DejaVu-Autoren, nach Bitstream Vera von Bitstream, Inc.</translation>
    </message>
    <message>
        <source>Bura Desktop %1</source>
        <translation>Bura Desktop %1</translation>
    </message>
    <message>
        <source>Bura, the Russian trick-taking card game.</source>
        <translation>Bura, das russische Stichspiel.</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Freie Software: Sie dürfen sie unter der GNU General Public License, Version 3 oder später, weitergeben und verändern. Sie kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Source code, bug reports and releases:</source>
        <translation>Quelltext, Fehlerberichte und Veröffentlichungen:</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Mitwirkende:</translation>
    </message>
    <message>
        <source>Licences (each link opens its text):</source>
        <translation>Lizenzen (jeder Link öffnet ihren Text):</translation>
    </message>
    <message>
        <source>About Bura Desktop</source>
        <translation>Über Bura Desktop</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, verdeckt</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation>D</translation>
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
        <translation>Die gespeicherte Partie geht weiter. --players und --level gelten für eine neue Partie: Spiel ▸ Neue Partie, oder Bura mit --new-game starten.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</source>
        <translation>In Bura Desktop ist ein Fehler aufgetreten (%1). Das Spiel kann weiterlaufen, ein Neustart ist aber sicherer. Es konnte keine Protokolldatei geschrieben werden.</translation>
    </message>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</source>
        <translation>In Bura Desktop ist ein Fehler aufgetreten (%1). Das Spiel kann weiterlaufen, ein Neustart ist aber sicherer. Die Einzelheiten stehen in der Protokolldatei:
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
        <translation>Konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Bura Desktop could not open %1</source>
        <translation>Bura Desktop konnte %1 nicht öffnen</translation>
    </message>
    <message>
        <source>Open it with your file manager or browser. (%1)</source>
        <translation>Öffnen Sie es mit Ihrem Dateimanager oder Browser. (%1)</translation>
    </message>
    <message>
        <source>no program to open it</source>
        <translation>kein Programm, um es zu öffnen</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 ended with status %2</source>
        <translation>%1 endete mit Status %2</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language of menus, messages and rules.</source>
        <translation>Die Sprache von Menüs, Meldungen und Regeln.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Bura.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Bura.</translation>
    </message>
    <message>
        <source>Ask before claiming 31</source>
        <translation>Vor „31!“ nachfragen</translation>
    </message>
    <message>
        <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
        <translation>Eine falsche „31!“ kostet Chips oder das Spiel, darum vorher noch einmal fragen.</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>„31!“:</translation>
    </message>
    <message>
        <source>Warn me before a costly move</source>
        <translation>Vor einem teuren Zug warnen</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</source>
        <translation>Vor einem Zug, den die Analyse des Experten als Fehler markieren würde, sagt der Tisch warum und bietet an, ihn zurückzunehmen. Der Trainer spricht nur, wo der Experte sicher ist; Spiele, in denen er spricht, zählen wie mit Tipps als unterstützt.</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Trainer:</translation>
    </message>
</context>
<context>
    <name>HandFilters</name>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Alle Gegner</translation>
    </message>
    <message>
        <source>Only hands with at least one opponent of this level.</source>
        <translation>Nur Spiele mit mindestens einem Gegner dieser Stufe.</translation>
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
        <translation>Dieses Blatt noch einmal</translation>
    </message>
    <message>
        <source>A new game that deals these same cards again.</source>
        <translation>Ein neues Spiel, das genau diese Karten noch einmal gibt.</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Dieses Spiel analysieren</translation>
    </message>
    <message>
        <source>Watch the hand again while the Expert weighs each of your decisions.</source>
        <translation>Das Spiel noch einmal ansehen, während der Experte jede Ihrer Entscheidungen bewertet.</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Nächstes Spiel (N)</translation>
    </message>
    <message>
        <source>Deal the next hand. Key: N.</source>
        <translation>Das nächste Spiel geben. Taste: N.</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Ende des Spiels</translation>
    </message>
    <message>
        <source>net chips</source>
        <translation>Chips netto</translation>
    </message>
    <message>
        <source>hands won</source>
        <translation>gewonnene Spiele</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>Augen</translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n verdeckt</numerusform>
            <numerusform>+ %n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal seed %1</source>
        <translation>Mischung Nr. %1</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Zurück zu Ihrer Partie</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Das Übungsblatt verlassen und zur Partie zurückkehren, die Sie gespielt haben.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Eine neue Partie beginnen.</translation>
    </message>
    <message>
        <source>The host deals the next hand</source>
        <translation>Der Gastgeber gibt das nächste Spiel</translation>
    </message>
    <message>
        <source>The table goes on when the host deals.</source>
        <translation>Es geht weiter, sobald der Gastgeber gibt.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the hand as text, to paste anywhere.</source>
        <translation>Das Spiel als Text kopieren, um es überall einzufügen.</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>Save the hand as a text file.</source>
        <translation>Das Spiel als Textdatei speichern.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Watch a hand copied as text.</source>
        <translation>Ein als Text kopiertes Spiel ansehen.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Watch a hand from a text file.</source>
        <translation>Ein Spiel aus einer Textdatei ansehen.</translation>
    </message>
    <message>
        <source>No hands are recorded yet.</source>
        <translation>Noch sind keine Spiele aufgezeichnet.</translation>
    </message>
    <message>
        <source>No recorded hand matches these filters.</source>
        <translation>Kein aufgezeichnetes Spiel passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>claim of 31</source>
        <translation>Ansage 31</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>falsche Ansage</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>ausgespielt</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>die meisten Punkte</translation>
    </message>
    <message>
        <source>Won: %1</source>
        <translation>Gewonnen: %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Verloren: %1</translation>
    </message>
    <message>
        <source>%1 (chips: %2)</source>
        <translation>%1 (Chips: %2)</translation>
    </message>
    <message>
        <source>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</source>
        <translation>Dieses Spiel wurde ohne seine Züge aufgezeichnet (von einer älteren Version oder aus einem gespeicherten Spiel fortgesetzt), daher kann es nicht nachgespielt werden.</translation>
    </message>
    <message>
        <source>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</source>
        <translation>Dieses Spiel lässt sich nicht so nachspielen, wie es aufgezeichnet wurde, und wird daher nicht gezeigt (die Aufzeichnung ist vielleicht beschädigt, oder die Regeln haben sich geändert): %1</translation>
    </message>
    <message>
        <source>The hand is copied as text.</source>
        <translation>Das Spiel ist als Text kopiert.</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Bura hands (*.txt)</source>
        <translation>Bura-Spiele (*.txt)</translation>
    </message>
    <message>
        <source>The hand could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This is far too much text to be a hand.</source>
        <translation>Das ist viel zu viel Text für ein Spiel.</translation>
    </message>
    <message>
        <source>The hand is saved as text.</source>
        <translation>Das Spiel ist als Text gespeichert.</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This file is far too large to be a hand.</source>
        <translation>Diese Datei ist viel zu groß für ein Spiel.</translation>
    </message>
    <message>
        <source>This file is not text, so it is not a hand.</source>
        <translation>Diese Datei ist kein Text, also kein Spiel.</translation>
    </message>
    <message>
        <source>The hand could not be read. Line %1: %2</source>
        <translation>Das Spiel konnte nicht gelesen werden. Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</source>
        <translation>Ein neues Spiel beginnt mit den Regeln und Spielern Ihrer Einstellungen. Kreuzen Sie die Plätze an, die Freunde in diesem Netz einnehmen dürfen: Bis sich jemand setzt, spielt dort der Computer, und wieder, wenn er geht.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is open to a person</source>
        <translation>Der Platz „%1“ ist für einen Menschen offen</translation>
    </message>
    <message>
        <source>how the others see you</source>
        <translation>wie die anderen Sie sehen</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</source>
        <translation>Wie lange jemand für einen Zug brauchen darf, bevor ein Computer den Platz übernimmt; wer zurückkommt, bekommt den Platz wieder.</translation>
    </message>
    <message>
        <source>A computer takes over after:</source>
        <translation>Ein Computer übernimmt nach:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Players join with the table&apos;s code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</source>
        <translation>Die Spieler kommen mit dem Code des Tisches herein, den dieses Fenster zeigt, sobald der Tisch offen ist. Eine Firewall auf diesem Computer muss diesen Port (TCP) erreichbar lassen.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch öffnen</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite over the internet</source>
        <translation>Über das Internet einladen</translation>
    </message>
    <message>
        <source>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</source>
        <translation>Lesen Sie diesen Code einem Freund vor, wo immer er ist. Er wählt Spiel ▸ An einen Tisch setzen… und gibt ihn unter Einladung ein. Der Code lässt eine Person herein und verfällt, wenn der Tisch geschlossen wird.</translation>
    </message>
    <message>
        <source>Making an invitation…</source>
        <translation>Einladung wird erstellt…</translation>
    </message>
    <message>
        <source>What leaves this computer: the invitation goes through magic-wormhole&apos;s mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</source>
        <translation>Was diesen Computer verlässt: Die Einladung läuft über die Mailbox- und Relay-Server von magic-wormhole. Sie sehen die Internetadresse dieses Computers, wann Sie spielen und wie viel gesendet wird; Karten, Namen und Codes passieren sie verschlüsselt.</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Warten auf Ihren Freund…</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Der Code ist kopiert.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</source>
        <translation>Jemand hat einen falschen Code eingegeben (bisher %1); die Einladung bleibt für den richtigen offen.</translation>
    </message>
    <message>
        <source>Your friend is in: they sit down at the table now.</source>
        <translation>Ihr Freund ist da und setzt sich jetzt an den Tisch.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</source>
        <translation>Der Einladungsserver ist nicht erreichbar: Dieser Computer ist vielleicht offline. Das Spiel in diesem Netzwerk funktioniert weiterhin.</translation>
    </message>
    <message>
        <source>Too many wrong codes were typed: this invitation is closed. Make a new one.</source>
        <translation>Zu viele falsche Codes: Diese Einladung ist geschlossen. Erstellen Sie eine neue.</translation>
    </message>
    <message>
        <source>This invitation has lapsed. Make a new one.</source>
        <translation>Diese Einladung ist verfallen. Erstellen Sie eine neue.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Suche Tische in diesem Netz…</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netz:</translation>
    </message>
    <message>
        <source>for example 7-guitarist-revenge</source>
        <translation>zum Beispiel 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code a host read out to you, to join a table anywhere on the internet.</source>
        <translation>Der Code, den Ihnen ein Gastgeber vorgelesen hat, um sich an einen Tisch irgendwo im Internet zu setzen.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Einladung:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>zum Beispiel 192.168.1.20</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Adresse des Gastgebers:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Code des Tisches:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>%1&apos;s table (another version of Bura Desktop)</source>
        <translation>Tisch von %1 (andere Version von Bura Desktop)</translation>
    </message>
    <message numerus="yes">
        <source>%n open seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, game on, %3</source>
        <translation>Tisch von %1, %2 Spieler, Spiel läuft, %3</translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, %3</source>
        <translation>Tisch von %1, %2 Spieler, %3</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The cards and their points</source>
        <translation>Die Karten und ihre Augen</translation>
    </message>
    <message>
        <source>That card is worth nothing: lead %1, worth 11.</source>
        <translation>Diese Karte ist nichts wert: Spielen Sie %1 aus, das sind 11 Augen.</translation>
    </message>
    <message>
        <source>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</source>
        <translation>Mit %1 haben Sie den Stich genommen: Seine Augen liegen bei Ihren Stichen. Wer sticht, spielt wieder aus: Spielen Sie %2 aus (10 Augen) und sehen Sie, wer sie nimmt.</translation>
    </message>
    <message>
        <source>Lead %2 this time, to see who takes its 10 points.</source>
        <translation>Spielen Sie diesmal %2 aus, um zu sehen, wer ihre 10 Augen bekommt.</translation>
    </message>
    <message>
        <source>%1 beat your ten and took the trick&apos;s 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</source>
        <translation>%1 hat Ihre Zehn geschlagen und die 21 Augen des Stichs genommen. Die 36 Karten haben 120 Augen: Wer 31 in den eigenen Stichen hat und „31!“ sagt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Beating a card</source>
        <translation>Eine Karte schlagen</translation>
    </message>
    <message>
        <source>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</source>
        <translation>%1 spielt %2 aus. Geschlagen wird sie von einer höheren Karte derselben Farbe oder von einem Trumpf. Schlagen Sie %2.</translation>
    </message>
    <message>
        <source>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</source>
        <translation>Sie haben den Stich genommen, also spielen Sie aus. Spielen Sie %1 aus: Die Karte ist nichts wert, nimmt %2 sie, kostet es nichts.</translation>
    </message>
    <message>
        <source>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</source>
        <translation>%1 spielt %2 aus, und Sie haben kein höheres Kreuz. Aber die Karte unter dem Talon macht %3 zu Trumpf, und Trumpf schlägt jede andere Farbe. Schlagen Sie %2.</translation>
    </message>
    <message>
        <source>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</source>
        <translation>Eine höhere Karte derselben Farbe schlägt eine Karte, ein Trumpf schlägt jede andere Farbe. Was nicht schlägt, wird abgeworfen, und die beste Karte nimmt den Stich.</translation>
    </message>
    <message>
        <source>Several cards at once</source>
        <translation>Mehrere Karten auf einmal</translation>
    </message>
    <message>
        <source>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</source>
        <translation>%1 spielt zwei Karten einer Farbe aus, %2: Sie müssen mit zwei Karten antworten. Beide schlagen geht nicht: Werfen Sie zwei ab und verschenken Sie möglichst wenig.</translation>
    </message>
    <message>
        <source>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</source>
        <translation>%1 spielt %2 aus. Um zwei Karten zu nehmen, müssen Sie jede mit einer eigenen Karte schlagen. Wählen Sie zwei solche Karten und drücken Sie „Spielen“.</translation>
    </message>
    <message>
        <source>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</source>
        <translation>Jetzt spielen Sie aus, mit einer, zwei oder drei Karten einer Farbe: Spielen Sie %1 zusammen aus.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play: they are led together.</source>
        <translation>Wählen Sie beide Karten %1 und drücken Sie „Spielen“: Sie werden zusammen ausgespielt.</translation>
    </message>
    <message>
        <source>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick&apos;s winner.</source>
        <translation>Ein Ausspiel aus mehreren Karten wird nur Karte für Karte geschlagen. Was nicht schlagen kann, wird abgeworfen, und abgeworfene Augen gehen an den Stichgewinner.</translation>
    </message>
    <message>
        <source>The stock and the trump</source>
        <translation>Der Talon und der Trumpf</translation>
    </message>
    <message>
        <source>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</source>
        <translation>Die offene Karte unter dem Talon ist die Trumpfkarte: %1 ist in diesem Spiel Trumpf, und sie wird zuletzt gezogen. Spielen Sie %2 aus.</translation>
    </message>
    <message>
        <source>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</source>
        <translation>Drei Karten einer Farbe, die nicht Trumpf ist, sind eine Molodka: Melden Sie sie (D) vor dem Ausspiel, und das Ausspiel gehört Ihnen, es sei denn, wer ausspielen sollte, zeigt eine gleich gute oder bessere Kombination.</translation>
    </message>
    <message>
        <source>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</source>
        <translation>Das ist Bura. Stellen Sie zum Anfang Ihre Gegner in den Einstellungen (Spieler) auf Anfänger; dort finden Sie auch alle Regeln und diese Spielformen.</translation>
    </message>
    <message>
        <source>This lesson goes on with %1: lead it.</source>
        <translation>Diese Lektion geht mit %1 weiter: Spielen Sie sie aus.</translation>
    </message>
    <message>
        <source>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</source>
        <translation>Karten zählen Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2; Neun bis Sechs nichts. In dieser Reihenfolge stechen sie auch: die Zehn über dem König. Sie spielen zuerst aus: Spielen Sie Ihre wertvollste Karte aus, %1.</translation>
    </message>
    <message>
        <source>This lesson goes on with %2: lead it.</source>
        <translation>Diese Lektion geht mit %2 weiter: Spielen Sie sie aus.</translation>
    </message>
    <message>
        <source>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</source>
        <translation>%1 hat den Stich genommen und zuerst gezogen, dann Sie: Nach jedem Stich wird wieder auf drei Karten nachgezogen, der Stichgewinner zuerst. Schlagen Sie %2.</translation>
    </message>
    <message>
        <source>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</source>
        <translation>Reicht der Talon nicht mehr für alle, zieht niemand: Der Rest samt Trumpfkarte wird beiseitegelegt, und das Spiel wird aus der Hand zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Counting to 31</source>
        <translation>Bis 31 zählen</translation>
    </message>
    <message>
        <source>Lead %1 together.</source>
        <translation>Spielen Sie %1 zusammen aus.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play.</source>
        <translation>Wählen Sie beide Karten %1 und drücken Sie „Spielen“.</translation>
    </message>
    <message>
        <source>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</source>
        <translation>Zählen Sie Ihre Stiche: 11 + 10 + 4 + 0 = 25 Augen. Noch nicht 31, also sagen Sie nicht „31!“: Spielen Sie %1 aus.</translation>
    </message>
    <message>
        <source>Lead %1: it is worth 11.</source>
        <translation>Spielen Sie %1 aus: 11 Augen wert.</translation>
    </message>
    <message>
        <source>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</source>
        <translation>25 und 11 macht 36: 31 oder mehr. Sagen Sie jetzt „31!“ (C oder „31!“): Ihre Stiche werden gezeigt und gezählt, und Sie gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>You have 31 or more: claim now, before you play on.</source>
        <translation>Sie haben 31 oder mehr: Sagen Sie jetzt „31!“, bevor Sie weiterspielen.</translation>
    </message>
    <message>
        <source>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</source>
        <translation>Eine „31!“ mit weniger als 31 ist falsch und kostet Sie so viele Chips, wie im Pott sind. In einer echten Partie zählt niemand für Sie: Zählen Sie selbst mit.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Declare your three clubs (D): the lead becomes yours.</source>
        <translation>Melden Sie Ihre drei Kreuz (D): Das Ausspiel geht an Sie.</translation>
    </message>
    <message>
        <source>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</source>
        <translation>Das Ausspiel gehört Ihnen. Spielen Sie alle drei Karten %1 aus: %2 muss jede davon schlagen, um den Stich zu nehmen.</translation>
    </message>
    <message>
        <source>Choose all three %1 and press Play.</source>
        <translation>Wählen Sie alle drei Karten %1 und drücken Sie „Spielen“.</translation>
    </message>
    <message>
        <source>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</source>
        <translation>Auch drei Asse bringen Ihnen das Ausspiel. Drei Trümpfe sind eine Bura, die beste Kombination: Gemeldet gewinnt sie sofort das Spiel.</translation>
    </message>
    <message>
        <source>Bura and the pot</source>
        <translation>Bura und der Pott</translation>
    </message>
    <message>
        <source>Each player put a chip in the pot to play this hand; the hand&apos;s winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</source>
        <translation>Jeder hat einen Chip in den Pott gelegt, um dieses Spiel zu spielen; wer es gewinnt, nimmt alles. Sie halten drei Trümpfe, eine Bura: Melden Sie sie (D) und gewinnen Sie sofort.</translation>
    </message>
    <message>
        <source>Declare your Bura (D): it wins the hand at once.</source>
        <translation>Melden Sie Ihre Bura (D): Sie gewinnt das Spiel sofort.</translation>
    </message>
    <message>
        <source>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</source>
        <translation>Der Pott gehört Ihnen. Eine falsche „31!“ kostet so viele Chips, wie im Pott sind, und sie gehen in den Pott; sind die Karten ohne „31!“ ausgespielt, wartet der Pott auf das nächste Spiel. Ihre Chips stehen unter Ihrem Namen.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Andere Spielformen</translation>
    </message>
    <message>
        <source>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</source>
        <translation>Kozel: je vier Karten, niemand sagt „31!“, und die meisten Augen am Ende nehmen den Pott.</translation>
    </message>
    <message>
        <source>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</source>
        <translation>Die Serie nach dem Regelblatt: Jedes gewonnene Spiel ist ein Punkt, wer zuerst drei hat, gewinnt; Bura zählt nur beim Ausspiel.</translation>
    </message>
    <message>
        <source>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</source>
        <translation>Strafpunkte: Jedes Spiel wird ausgespielt, wenige Augen kosten Strafpunkte, und wer 12 erreicht, verliert.</translation>
    </message>
    <message>
        <source>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</source>
        <translation>%1 schlägt %2 nicht: Nur eine höhere Karte derselben Farbe oder ein Trumpf schlägt eine Karte.</translation>
    </message>
    <message>
        <source>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</source>
        <translation>%1 schlagen %2 nicht: Jede ausgespielte Karte braucht eine eigene, die sie schlägt, höher in ihrer Farbe oder ein Trumpf.</translation>
    </message>
    <message>
        <source>%1 would give %2 points to the trick&apos;s winner: throw cards worth less.</source>
        <translation>Mit %1 bekäme der Stichgewinner %2 Augen: Werfen Sie Karten mit weniger Wert ab.</translation>
    </message>
    <message>
        <source>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</source>
        <translation>Ihre Stiche haben %1 Augen, weniger als 31: Diese „31!“ wäre falsch und würde Sie Chips kosten.</translation>
    </message>
</context>
<context>
    <name>LessonsRoom</name>
    <message>
        <source>&amp;Start the lessons</source>
        <translation>&amp;Lektionen starten</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</source>
        <translation>Neu bei Bura? Lernen Sie es in zehn Minuten an diesem Tisch, beim Spielen. Hilfe ▸ Spielen lernen öffnet die Lektionen wieder.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Watch the deal.</source>
        <translation>Sehen Sie zu, wie gegeben wird.</translation>
    </message>
    <message>
        <source>Bura — lesson, not counted</source>
        <translation>Bura — Lektion, zählt nicht</translation>
    </message>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lektion %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <comment>lesson 3 of 8: its title</comment>
        <translation>%1/%2: %3</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Nächste Lektion</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>Ü&amp;berspringen</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Coach me in real games</source>
        <translation>&amp;Trainer in echten Partien</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would call a mistake, the table says so.</source>
        <translation>Vor einem Zug, den die Analyse des Experten einen Fehler nennen würde, sagt es der Tisch.</translation>
    </message>
    <message>
        <source>Try a hand of Kozel</source>
        <translation>Ein Spiel Kozel probieren</translation>
    </message>
    <message>
        <source>Try a hand of the series</source>
        <translation>Ein Spiel der Serie probieren</translation>
    </message>
    <message>
        <source>Try a hand with penalty points</source>
        <translation>Ein Spiel mit Strafpunkten probieren</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Könner</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</source>
        <translation>Spielt vernünftig, verzählt sich aber bei seinen Augen und vergisst Karten, sagt daher manchmal 31 zu früh oder zu spät an.</translation>
    </message>
    <message>
        <source>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</source>
        <translation>Spielt nach den bekannten Taktiken: lockt mit niedrigen Karten, spart Trümpfe für Angriffe und sagt 31 an, sobald es sie hat.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</source>
        <translation>Denkt einige Züge voraus über die Karten, die die anderen halten können, und zählt genau.</translation>
    </message>
    <message>
        <source>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</source>
        <translation>Denkt am längsten (etwa zwei Sekunden pro Zug) und spielt die letzten Stiche perfekt. Wie jede Stufe sieht es nie eine verdeckte Karte.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Hand %1: %2. Click to open it in the history.</source>
        <translation>Blatt %1: %2. Klicken, um es im Verlauf zu öffnen.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Ihr Tisch ist offen</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Mit diesem Code setzen sich Mitspieler an den Tisch:</translation>
    </message>
    <message>
        <source>Address: %1, port %2.</source>
        <translation>Adresse: %1, Port %2.</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <source>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</source>
        <translation>Starten Sie, wenn alle sitzen. Ein Computer spielt jeden offenen Platz, den niemand genommen hat, und den Platz aller, die gehen, bis sie zurückkommen.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Invite over the internet…</source>
        <translation>Über das Internet einladen…</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (Sie)</translation>
    </message>
    <message>
        <source>%1: at the table</source>
        <translation>%1 – am Tisch</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player (else %1, %2)</source>
        <translation>Offener Platz: wartet auf einen Menschen (sonst %1, %2)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>The hand, told in words</source>
        <translation>Das Spiel in Worten</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
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
        <translation>Übung: Sie spielen ab dieser Stelle der Wiederholung weiter. Dieses Blatt zählt nicht.</translation>
    </message>
    <message>
        <source>You sit down at the host&apos;s table.</source>
        <translation>Sie setzen sich an den Tisch des Gastgebers.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>Die gespeicherte Partie geht dort weiter, wo sie aufgehört hat.</translation>
    </message>
    <message>
        <source>Practice, not counted: %1</source>
        <translation>Übung, zählt nicht: %1</translation>
    </message>
    <message>
        <source>Start a new game? The hand in progress and its pot will be lost.</source>
        <translation>Eine neue Partie beginnen? Das laufende Spiel und sein Pott gehen verloren.</translation>
    </message>
    <message>
        <source>Bura — practice hand, not counted</source>
        <translation>Bura — Übungsblatt, zählt nicht</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Bura.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Bura.</translation>
    </message>
    <message>
        <source>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</source>
        <translation>Die neuen Regeln und Spieler brauchen ein neues Spiel. Jetzt beginnen? Das Spiel auf dem Tisch endet: seine Chips, sein Stand und der Pot gehen verloren.</translation>
    </message>
    <message>
        <source>The game on the table goes on under its rules; the new rules and players start with your next new game.</source>
        <translation>Das Spiel auf dem Tisch geht mit seinen Regeln weiter; die neuen Regeln und Spieler gelten ab Ihrem nächsten neuen Spiel.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Nä&amp;chstes Spiel</translation>
    </message>
    <message>
        <source>&amp;Back to your game</source>
        <translation>&amp;Zurück zu Ihrer Partie</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Das Übungsblatt verlassen und zur Partie zurückkehren, die Sie gespielt haben.</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Invite over the internet…</source>
        <translation>Über das &amp;Internet einladen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einen Tisch &amp;setzen…</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sounds of the cards and chips on or off. Key: M.</source>
        <translation>Töne der Karten und Chips ein- oder ausschalten. Taste: M.</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Spielverlauf</translation>
    </message>
    <message>
        <source>The hand told in words, beside the table.</source>
        <translation>Das Spiel in Worten, neben dem Tisch.</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;About Bura</source>
        <translation>Ü&amp;ber Bura</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>So&amp;und (no sound device)</source>
        <translation>&amp;Ton (kein Audiogerät)</translation>
    </message>
    <message>
        <source>No sound device was found: the game is silent.</source>
        <translation>Kein Audiogerät gefunden: Das Spiel bleibt stumm.</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Ton an</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Ton aus</translation>
    </message>
    <message>
        <source>Play the chosen cards; when the hand is over, the panel&apos;s button</source>
        <translation>Die gewählten Karten spielen; nach dem Spiel die Schaltfläche der Übersicht</translation>
    </message>
    <message>
        <source>Choose or put back the first to ninth card</source>
        <translation>Die erste bis neunte Karte wählen oder zurücklegen</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare what your hand holds (Bura, Molodka…)</source>
        <translation>Melden, was Ihre Hand hält (Bura, Molodka…)</translation>
    </message>
    <message>
        <source>Bet blind</source>
        <translation>Blind setzen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Move the ring over your cards</source>
        <translation>Den Rahmen über Ihre Karten bewegen</translation>
    </message>
    <message>
        <source>Ring your first or your last card</source>
        <translation>Den Rahmen auf Ihre erste oder letzte Karte setzen</translation>
    </message>
    <message>
        <source>Choose or put back the ringed card</source>
        <translation>Die umrahmte Karte wählen oder zurücklegen</translation>
    </message>
    <message>
        <source>Go between the table, the buttons and the log</source>
        <translation>Zwischen Tisch, Schaltflächen und Spielverlauf wechseln</translation>
    </message>
    <message>
        <source>Cancel a question on the table; leave full screen</source>
        <translation>Eine Frage auf dem Tisch abbrechen; Vollbild verlassen</translation>
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
        <translation>drei Asse</translation>
    </message>
    <message>
        <source>molodka</source>
        <translation>Molodka</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>vier Asse</translation>
    </message>
    <message>
        <source>four trumps</source>
        <translation>vier Trümpfe</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>pot won</source>
        <translation>Pott gewonnen</translation>
    </message>
    <message>
        <source>pot split</source>
        <translation>Pott geteilt</translation>
    </message>
    <message>
        <source>false claim</source>
        <translation>falsche 31</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>ausgespielt</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>Blindeinsatz</translation>
    </message>
    <message>
        <source>the pot shared at the session&apos;s end</source>
        <translation>Pott am Ende der Runde geteilt</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Abheben, wer zuerst gibt: %1.</translation>
    </message>
    <message>
        <source>You cut the highest card and deal first.</source>
        <translation>Sie haben die höchste Karte abgehoben und geben zuerst.</translation>
    </message>
    <message>
        <source>%1 cut the highest card and deals first.</source>
        <translation>%1 hat die höchste Karte abgehoben und gibt zuerst.</translation>
    </message>
    <message>
        <source>Hand %1: you deal. Trump %2 (%3).</source>
        <translation>Spiel %1: Sie geben. Trumpf %2 (%3).</translation>
    </message>
    <message>
        <source>Hand %2: %1 deals. Trump %3 (%4).</source>
        <translation>Spiel %2: %1 gibt. Trumpf %3 (%4).</translation>
    </message>
    <message>
        <source>%1 face down</source>
        <comment>the player&apos;s own cards, named</comment>
        <translation>%1 verdeckt</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n Karte verdeckt</numerusform>
            <numerusform>%n Karten verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1.</source>
        <translation>Sie spielen %1 aus.</translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <translation>%1 spielt %2 aus.</translation>
    </message>
    <message>
        <source>You beat it with %1</source>
        <translation>Sie schlagen mit %1</translation>
    </message>
    <message>
        <source>%1 beat it with %2</source>
        <translation>%1 schlägt mit %2</translation>
    </message>
    <message>
        <source>You threw %1</source>
        <translation>Sie werfen %1 ab</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 wirft %2 ab</translation>
    </message>
    <message>
        <source>and take the trick.</source>
        <translation>und nehmen den Stich.</translation>
    </message>
    <message>
        <source>and takes the trick.</source>
        <translation>und nimmt den Stich.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Sie nehmen den Stich.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 nimmt den Stich.</translation>
    </message>
    <message>
        <source>and take %1.</source>
        <translation>und nehmen %1.</translation>
    </message>
    <message>
        <source>and takes %2.</source>
        <translation>und nimmt %2.</translation>
    </message>
    <message>
        <source>You take %1.</source>
        <translation>Sie nehmen %1.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>You declare %1: %2.</source>
        <translation>Sie melden %1: %2.</translation>
    </message>
    <message>
        <source>%1 declares %2: %3.</source>
        <translation>%1 meldet %2: %3.</translation>
    </message>
    <message>
        <source>You take the lead.</source>
        <translation>Sie kommen heraus.</translation>
    </message>
    <message>
        <source>%1 takes the lead.</source>
        <translation>%1 kommt heraus.</translation>
    </message>
    <message>
        <source>You bet blind.</source>
        <translation>Sie spielen blind.</translation>
    </message>
    <message>
        <source>%1 bets blind.</source>
        <translation>%1 spielt blind.</translation>
    </message>
    <message>
        <source>You draw the trump indicator.</source>
        <translation>Sie ziehen die Trumpfkarte.</translation>
    </message>
    <message>
        <source>%1 draws the trump indicator.</source>
        <translation>%1 zieht die Trumpfkarte.</translation>
    </message>
    <message>
        <source>The session is over: %1 win.</source>
        <translation>Die Partie ist vorbei: %1 gewinnen.</translation>
    </message>
    <message>
        <source>The session is over: %1 wins.</source>
        <translation>Die Partie ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>den Pott</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from you to %1 (%2).</source>
        <translation>
            <numerusform>%n Chip von Ihnen an %1 (%2).</numerusform>
            <numerusform>%n Chips von Ihnen an %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to you (%2).</source>
        <translation>
            <numerusform>%n Chip von %1 an Sie (%2).</numerusform>
            <numerusform>%n Chips von %1 an Sie (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to %2 (%3).</source>
        <translation>
            <numerusform>%n Chip von %1 an %2 (%3).</numerusform>
            <numerusform>%n Chips von %1 an %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <comment>a seat and its count</comment>
        <translation>Sie %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat and its count</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Chips: %1; in the pot %2.</source>
        <translation>Chips: %1; im Pott %2.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Punktestand: %1.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you win the hand.</source>
        <translation>Sie sagen „31!“. Richtig: %1 Augen, Sie gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, wins the hand.</source>
        <translation>%1 sagt „31!“. Richtig: %2 Augen, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
        <translation>Sie sagen „31!“. Richtig: %1 Augen, Sie nehmen den Pott von %2.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
        <translation>%1 sagt „31!“. Richtig: %2 Augen, nimmt den Pott von %3.</translation>
    </message>
    <message>
        <source>Bura! You win the hand.</source>
        <translation>Bura! Sie gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>%1: Bura! Wins the hand.</source>
        <translation>%1: Bura! Gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>You win with %1.</source>
        <translation>Sie gewinnen mit %1.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gewinnt mit %2.</translation>
    </message>
    <message>
        <source>Most points: you score no penalty points.</source>
        <translation>Die meisten Augen: Sie bekommen keine Strafpunkte.</translation>
    </message>
    <message>
        <source>Most points: %1 scores no penalty points.</source>
        <translation>Die meisten Augen: %1 bekommt keine Strafpunkte.</translation>
    </message>
    <message>
        <source>Most points: %1 score no penalty points.</source>
        <translation>Die meisten Augen: %1 bekommen keine Strafpunkte.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, nobody wins the hand.</source>
        <translation>Ausgespielt: niemand hat „31!“ gesagt, niemand gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; you lose the hand.</source>
        <translation>Sie sagen „31!“. Falsch: nur %1 Augen; Sie verlieren das Spiel.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points and loses the hand.</source>
        <translation>%1 sagt „31!“. Falsch: nur %2 Augen, verliert das Spiel.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; nobody wins the hand.</source>
        <translation>Sie sagen „31!“. Falsch: nur %1 Augen; niemand gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</source>
        <translation>%1 sagt „31!“. Falsch: nur %2 Augen; niemand gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
        <translation>Sie sagen „31!“. Falsch: nur %1 Augen; der Pott wächst.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
        <translation>%1 sagt „31!“. Falsch: nur %2 Augen; der Pott wächst.</translation>
    </message>
    <message>
        <source>Bura! You take the pot of %1.</source>
        <translation>Bura! Sie nehmen den Pott von %1.</translation>
    </message>
    <message>
        <source>The trump indicator is set aside: it cannot refill every hand.</source>
        <translation>Die Trumpfkarte wird beiseitegelegt: sie reicht nicht für alle.</translation>
    </message>
    <message numerus="yes">
        <source>The stock (%n card(s)) and the trump indicator are set aside: they cannot refill every hand.</source>
        <translation>
            <numerusform>Der Talon (%n Karte) und die Trumpfkarte werden beiseitegelegt: sie reichen nicht für alle.</numerusform>
            <numerusform>Der Talon (%n Karten) und die Trumpfkarte werden beiseitegelegt: sie reichen nicht für alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Bura! Takes the pot of %2.</source>
        <translation>%1: Bura! Nimmt den Pott von %2.</translation>
    </message>
    <message>
        <source>You win with %1 and take the pot of %2.</source>
        <translation>Sie gewinnen mit %1 und nehmen den Pott von %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2, takes the pot of %3.</source>
        <translation>%1 gewinnt mit %2, nimmt den Pott von %3.</translation>
    </message>
    <message>
        <source>Most points: you take the pot.</source>
        <translation>Die meisten Augen: Sie nehmen den Pott.</translation>
    </message>
    <message>
        <source>Most points: %1 takes the pot.</source>
        <translation>Die meisten Augen: %1 nimmt den Pott.</translation>
    </message>
    <message>
        <source>Most points: %1 take the pot.</source>
        <translation>Die meisten Augen: %1 nehmen den Pott.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, the pot stays for the next hand.</source>
        <translation>Ausgespielt: niemand hat „31!“ gesagt, der Pott bleibt für das nächste Spiel.</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Invitations across the internet meet on magic-wormhole&apos;s public mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</source>
        <translation>Einladungen über das Internet treffen sich auf den öffentlichen Mailbox- und Relay-Servern von magic-wormhole. Diese sehen die Internetadresse dieses Computers, wann Sie spielen und wie viel gesendet wird, nie aber eine Karte, einen Namen oder einen Code. Um eigene Server zu nutzen (README: Play with friends anywhere), geben Sie deren Adressen an; lassen Sie beide Felder leer für die öffentlichen. Das Spiel im lokalen Netzwerk braucht keinen Server.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Mailbox-Server:</translation>
    </message>
    <message>
        <source>Relay server:</source>
        <translation>Relay-Server:</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1.</source>
        <translation>Die Adresse des Mailbox-Servers sieht so aus: ws://example.org:4000/v1.</translation>
    </message>
    <message>
        <source>The relay server is an address like tcp:example.org:4001.</source>
        <translation>Die Adresse des Relay-Servers sieht so aus: tcp:example.org:4001.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <source>The statistics file is in use by another copy of Bura Desktop; %n record(s) will be saved when it is free.</source>
        <translation>
            <numerusform>Die Statistikdatei wird gerade von einem anderen Bura Desktop benutzt; %n Eintrag wird gespeichert, sobald sie frei ist.</numerusform>
            <numerusform>Die Statistikdatei wird gerade von einem anderen Bura Desktop benutzt; %n Einträge werden gespeichert, sobald sie frei ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your statistics could not be written (the disk is full); %n record(s) will be saved when there is room.</source>
        <translation>
            <numerusform>Die Statistik konnte nicht geschrieben werden (der Datenträger ist voll); %n Eintrag wird gespeichert, sobald wieder Platz ist.</numerusform>
            <numerusform>Die Statistik konnte nicht geschrieben werden (der Datenträger ist voll); %n Einträge werden gespeichert, sobald wieder Platz ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the statistics: %n hand(s) that could not be read from the file.</source>
        <translation>
            <numerusform>Nicht in der Statistik: %n Spiel, das nicht aus der Datei gelesen werden konnte.</numerusform>
            <numerusform>Nicht in der Statistik: %n Spiele, die nicht aus der Datei gelesen werden konnten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the statistics file could not be kept (%1).</source>
        <translation>
            <numerusform>%n Eintrag, der auf die Statistikdatei wartete, konnte nicht aufbewahrt werden (%1).</numerusform>
            <numerusform>%n Einträge, die auf die Statistikdatei warteten, konnten nicht aufbewahrt werden (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rule preset</source>
        <translation>Regelvorlage</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Startkasse</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Partielänge</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Kartenblatt</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Points assist</source>
        <translation>Augenhilfe</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound without animation</source>
        <translation>Ton ohne Animation</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Confirm before claiming</source>
        <translation>Vor „31!“ nachfragen</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Invitation mailbox</source>
        <translation>Mailbox-Server für Einladungen</translation>
    </message>
    <message>
        <source>Invitation relay</source>
        <translation>Relay-Server für Einladungen</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: a file is in the way.</source>
        <translation>Der Ordner %1 kann nicht benutzt werden: an seiner Stelle liegt eine Datei.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: it is not a folder.</source>
        <translation>Der Ordner %1 kann nicht benutzt werden: er ist kein Ordner.</translation>
    </message>
    <message>
        <source>Cannot write to the folder %1: it is read-only.</source>
        <translation>In den Ordner %1 kann nicht geschrieben werden: er ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 Settings, statistics and the saved game are not kept this time.</source>
        <translation>%1 Einstellungen, Statistik und gespeicherte Partie werden diesmal nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 Your settings are read, but changes to them are not kept.</source>
        <translation>%1 Die Einstellungen werden gelesen, aber Änderungen daran werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 The saved game is read, but the game played now and its hands are not kept.</source>
        <translation>%1 Die gespeicherte Partie wird gelesen, aber die jetzt gespielte Partie und ihre Spiele werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</source>
        <translation>Die Regeloptionen in Ihren Einstellungen passen nicht zusammen, daher gilt die Vorlage „%1“ unverändert: %2</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the classic rules are used: %1</source>
        <translation>Die Regeloptionen in Ihren Einstellungen passen nicht zusammen, daher gelten die klassischen Regeln: %1</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</source>
        <translation>Ihre Einstellungen stammen von einer neueren Version von Bura Desktop; Einstellungen, die diese Version nicht kennt, bleiben unverändert erhalten.</translation>
    </message>
    <message>
        <source>The %1 settings were not valid; using the defaults.</source>
        <translation>Die Einstellungen „%1“ waren ungültig; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>%1 %2 was not valid; using the default.</source>
        <translation>%1: der Wert %2 war ungültig; es gilt der Standardwert.</translation>
    </message>
    <message>
        <source>The rule options were not valid; using the preset&apos;s.</source>
        <translation>Die Regeloptionen waren ungültig; es gelten die der Vorlage.</translation>
    </message>
    <message>
        <source>Rule option “%1” is set elsewhere in the settings; ignoring it.</source>
        <translation>Die Regeloption „%1“ wird an anderer Stelle der Einstellungen festgelegt; hier wird sie ignoriert.</translation>
    </message>
    <message>
        <source>Rule option “%1” = %2 was not valid; using the preset&apos;s.</source>
        <translation>Die Regeloption „%1“ = %2 war ungültig; es gilt der Wert der Vorlage.</translation>
    </message>
    <message>
        <source>The opponents %1 were not valid (1 to %2 are allowed); using the default.</source>
        <translation>Die Gegner %1 waren ungültig (erlaubt sind 1 bis %2); es gilt die Standardeinstellung.</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s name %2 was not valid; using “%3”.</source>
        <translation>Der Name von Gegner %1 (%2) war ungültig; verwendet wird „%3“.</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s level %2 was not valid; using “%3”.</source>
        <translation>Die Stufe von Gegner %1 (%2) war ungültig; verwendet wird „%3“.</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>Ihre Einstellungen konnten nicht gelesen werden (%1); es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</source>
        <translation>Ihre Einstellungsdatei war unlesbar und konnte nicht beiseitegelegt werden (%1); es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</source>
        <translation>Ihre Einstellungsdatei war unlesbar; sie wurde als %1 beiseitegelegt, und es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>Your settings were not saved. %1</source>
        <translation>Ihre Einstellungen wurden nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>Your settings were not saved (%1).</source>
        <translation>Ihre Einstellungen wurden nicht gespeichert (%1).</translation>
    </message>
    <message>
        <source>The game could not be saved. %1</source>
        <translation>Die Partie konnte nicht gespeichert werden. %1</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Die Partie konnte nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1).</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and could not be moved aside (%1).</source>
        <translation>Die gespeicherte Partie war beschädigt und konnte nicht beiseitegelegt werden (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and cannot be resumed; it was kept as %1.</source>
        <translation>Die gespeicherte Partie war beschädigt und kann nicht fortgesetzt werden; sie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</source>
        <translation>Die gespeicherte Partie stammt von einer neueren Version von Bura Desktop und konnte nicht beiseitegelegt werden (%1).</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</source>
        <translation>Die gespeicherte Partie stammt von einer neueren Version von Bura Desktop und kann hier nicht fortgesetzt werden; sie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The finished game&apos;s save could not be removed (%1).</source>
        <translation>Der Spielstand der beendeten Partie konnte nicht gelöscht werden (%1).</translation>
    </message>
    <message>
        <source>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</source>
        <translation>%1 hatte keine Bedenkzeit mehr und spielte den besten bis dahin gefundenen Zug: Dieser Computer ist für diese Stufe zu langsam.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on. Start a new game.</source>
        <translation>Die Partie wurde durch einen Fehler angehalten und kann nicht weitergehen. Starten Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</source>
        <translation>Die Partie wurde durch einen Fehler angehalten und kann nicht weitergehen; ihr Spielstand wurde als %1 aufbewahrt. Starten Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</source>
        <translation>Die Partie wurde durch einen Fehler angehalten und kann nicht weitergehen; ihr Spielstand konnte nicht beiseitegelegt werden (%1). Starten Sie eine neue Partie.</translation>
    </message>
    <message>
        <source>The host closed the table. Start a game of your own.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen. Beginnen Sie ein eigenes Spiel.</translation>
    </message>
    <message>
        <source>The host cut this table off. Start a game of your own.</source>
        <translation>Der Gastgeber hat diesen Tisch getrennt. Beginnen Sie ein eigenes Spiel.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Start a game of your own.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen. Beginnen Sie ein eigenes Spiel.</translation>
    </message>
    <message>
        <source>Statistics are off: %1</source>
        <translation>Die Statistik ist aus: %1</translation>
    </message>
    <message>
        <source>Statistics are off: %1 could not be opened (%2).</source>
        <translation>Die Statistik ist aus: %1 konnte nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</source>
        <translation>Die Statistikdatei wird gerade von einem anderen Bura Desktop benutzt; die Spiele werden gespeichert, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</source>
        <translation>Ihr Profil konnte nicht gesperrt werden (%1): Das Spiel läuft, aber ein jetzt gestartetes zweites Bura Desktop würde dieselben Dateien benutzen.</translation>
    </message>
    <message>
        <source>Your profile&apos;s folder cannot be written to (%1): the hands you play are kept until it can be.</source>
        <translation>In den Ordner Ihres Profils kann nicht geschrieben werden (%1): Die gespielten Spiele werden aufbewahrt, bis es wieder geht.</translation>
    </message>
    <message>
        <source>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</source>
        <translation>Die Statistik kann gerade nicht geschrieben werden (der Datenträger ist voll); die gespielten Spiele werden aufbewahrt und gespeichert, sobald wieder Platz ist.</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1).</source>
        <translation>Die beim letzten Beenden für die Statistik aufbewahrten Spiele konnten nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</source>
        <translation>Die beim letzten Beenden für die Statistik aufbewahrten Spiele konnten nicht gelesen werden (%1); die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</source>
        <translation>Ihre Statistik stammt von einer neueren Version von Bura Desktop; diese Version zeigt sie an, ergänzt sie aber nicht.</translation>
    </message>
    <message>
        <source>Statistics are off: the damaged statistics file could not be replaced (%1).</source>
        <translation>Die Statistik ist aus: die beschädigte Statistikdatei konnte nicht ersetzt werden (%1).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and could not be replaced, so statistics are off for now.</source>
        <translation>Ihre Statistikdatei war beschädigt und konnte nicht ersetzt werden; die Statistik ist vorerst aus.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</source>
        <translation>Ihre Statistikdatei war beschädigt; sie wurde als %1 beiseitegelegt und eine neue Statistik begonnen.</translation>
    </message>
    <message>
        <source>Statistics are off; this session&apos;s hands are kept in memory.</source>
        <translation>Die Statistik ist aus; die Spiele dieser Partie werden nur im Speicher gehalten.</translation>
    </message>
    <message>
        <source>Statistics are off: they could not be saved (%1).</source>
        <translation>Die Statistik ist aus: sie konnte nicht gespeichert werden (%1).</translation>
    </message>
    <message>
        <source>The statistics could not be exported (%1).</source>
        <translation>Die Statistik konnte nicht exportiert werden (%1).</translation>
    </message>
    <message>
        <source>Statistics are off, so there is nothing to reset.</source>
        <translation>Die Statistik ist aus, es gibt nichts zurückzusetzen.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</source>
        <translation>Die Statistikdatei wird gerade von einem anderen Bura Desktop benutzt; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (%1).</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden (%1).</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Bet blind before you see your cards, or pass.</source>
        <translation>Spielen Sie blind, bevor Sie Ihre Karten sehen, oder passen Sie.</translation>
    </message>
    <message>
        <source>No cards left: claim 31 if you have it, or pass.</source>
        <translation>Keine Karten mehr: sagen Sie „31!“, wenn Sie sie haben, oder passen Sie.</translation>
    </message>
    <message>
        <source>Before anyone declares: claim 31 if you have it, or pass.</source>
        <translation>Bevor jemand meldet: sagen Sie „31!“, wenn Sie sie haben, oder passen Sie.</translation>
    </message>
    <message>
        <source>You may declare, claim 31 or pass.</source>
        <translation>Sie können melden, „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>You may declare or pass.</source>
        <translation>Sie dürfen melden oder passen.</translation>
    </message>
    <message numerus="yes">
        <source>Your answer: %n card(s) to beat the trick, or as few as one to throw.</source>
        <translation>
            <numerusform>Ihre Antwort: %n Karte, um den Stich zu schlagen, oder schon eine, um abzuwerfen.</numerusform>
            <numerusform>Ihre Antwort: %n Karten, um den Stich zu schlagen, oder schon eine, um abzuwerfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
        <translation>
            <numerusform>Ihre Antwort: wählen Sie %n Karte, um den Stich zu schlagen oder abzuwerfen.</numerusform>
            <numerusform>Ihre Antwort: wählen Sie %n Karten, um den Stich zu schlagen oder abzuwerfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead, or declare %1 and win the hand.</source>
        <translation>Sie spielen aus – oder melden %1 und gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>Your lead: choose one card.</source>
        <translation>Sie spielen aus: wählen Sie eine Karte.</translation>
    </message>
    <message>
        <source>Your lead: choose %1 cards of one suit.</source>
        <translation>Sie spielen aus: wählen Sie %1 Karten einer Farbe.</translation>
    </message>
    <message>
        <source>Show a combination from your hand. Key: D.</source>
        <translation>Eine Kombination aus Ihrer Hand melden. Taste: D.</translation>
    </message>
    <message>
        <source>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</source>
        <translation>%1 zeigen: Sie bekommen das Ausspiel, es sei denn, wer ausspielt, zeigt eine gleich gute oder bessere Kombination. Taste: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand and the pot. Key: D.</source>
        <translation>%1 melden: gewinnt das Spiel und den Pott. Taste: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand. Key: D.</source>
        <translation>%1 melden: gewinnt das Spiel. Taste: D.</translation>
    </message>
    <message>
        <source>Look at your cards without betting blind. Key: P.</source>
        <translation>Die Karten ansehen, ohne blind zu setzen. Taste: P.</translation>
    </message>
    <message>
        <source>Go on without declaring or claiming 31. Key: P.</source>
        <translation>Weiterspielen, ohne zu melden oder 31 anzusagen. Taste: P.</translation>
    </message>
    <message>
        <source>Go on without declaring. Key: P.</source>
        <translation>Weiterspielen, ohne zu melden. Taste: P.</translation>
    </message>
    <message>
        <source>Go on without claiming 31. Key: P.</source>
        <translation>Weiterspielen, ohne 31 anzusagen. Taste: P.</translation>
    </message>
    <message>
        <source>Go on without claiming, declaring or betting blind. Key: P.</source>
        <translation>Weiterspielen, ohne 31 anzusagen, etwas zu melden oder blind zu setzen. Taste: P.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>Answer with %n card(s).</source>
        <translation>
            <numerusform>Antworten Sie mit %n Karte.</numerusform>
            <numerusform>Antworten Sie mit %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Warten Sie, bis Sie an der Reihe sind.</translation>
    </message>
    <message>
        <source>Select cards to play.</source>
        <translation>Wählen Sie die Karten, die Sie spielen wollen.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>Das Spiel läuft noch.</translation>
    </message>
    <message>
        <source>The session is over: start a new game.</source>
        <translation>Die Partie ist vorbei: beginnen Sie eine neue.</translation>
    </message>
    <message>
        <source>%1 tried an illegal action: %2</source>
        <translation>%1 hat einen unzulässigen Zug versucht: %2</translation>
    </message>
    <message>
        <source>Hints are not given at someone else&apos;s table.</source>
        <translation>An einem fremden Tisch gibt es keine Tipps.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next.</source>
        <translation>Das Spiel ist vorbei: geben Sie das nächste.</translation>
    </message>
    <message>
        <source>Claims are not part of these rules.</source>
        <translation>„31!“ gibt es bei diesen Regeln nicht.</translation>
    </message>
    <message>
        <source>You cannot claim now.</source>
        <translation>Sie können jetzt nicht „31!“ sagen.</translation>
    </message>
    <message>
        <source>%1 cannot claim now.</source>
        <translation>%1 kann jetzt nicht „31!“ sagen.</translation>
    </message>
    <message>
        <source>An instant win has been declared: nobody may claim 31 any more.</source>
        <translation>Ein Sofortgewinn wurde gemeldet: niemand darf mehr „31!“ sagen.</translation>
    </message>
    <message>
        <source>A blind bet is made before the first trick, by its leader, only.</source>
        <translation>Blind setzen darf nur, wer zuerst ausspielt, und nur vor dem ersten Stich.</translation>
    </message>
    <message>
        <source>Declarations are made at the start of a trick, before the lead.</source>
        <translation>Gemeldet wird zu Beginn eines Stichs, vor dem Ausspiel.</translation>
    </message>
    <message>
        <source>You cannot declare %1 now.</source>
        <translation>Sie können jetzt nicht %1 melden.</translation>
    </message>
    <message>
        <source>%1 cannot declare %2 now.</source>
        <translation>%1 kann jetzt nicht %2 melden.</translation>
    </message>
    <message>
        <source>You have nothing to pass on now: play cards.</source>
        <translation>Passen geht jetzt nicht: spielen Sie Karten.</translation>
    </message>
    <message>
        <source>%1 has nothing to pass on now: play cards.</source>
        <translation>%1 kann jetzt nicht passen: es müssen Karten gespielt werden.</translation>
    </message>
    <message>
        <source>You are asked to declare, claim or pass before the lead.</source>
        <translation>Vor dem Ausspiel melden Sie, sagen „31!“ oder passen.</translation>
    </message>
    <message>
        <source>%1 is asked to declare, claim or pass before the lead.</source>
        <translation>%1 muss vor dem Ausspiel melden, „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>You are asked to declare or pass before the lead.</source>
        <translation>Vor dem Ausspiel melden Sie oder passen.</translation>
    </message>
    <message>
        <source>%1 is asked to declare or pass before the lead.</source>
        <translation>%1 muss vor dem Ausspiel melden oder passen.</translation>
    </message>
    <message>
        <source>Before the lead you may claim 31 or pass.</source>
        <translation>Vor dem Ausspiel können Sie „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>Before the lead %1 may claim 31 or pass.</source>
        <translation>Vor dem Ausspiel kann %1 „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>No cards are left to play: you may claim or pass.</source>
        <translation>Keine Karten mehr: Sie können „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>No cards are left to play: %1 may claim or pass.</source>
        <translation>Keine Karten mehr: %1 kann „31!“ sagen oder passen.</translation>
    </message>
    <message>
        <source>You bet blind or pass before the first trick.</source>
        <translation>Vor dem ersten Stich setzen Sie blind oder passen.</translation>
    </message>
    <message>
        <source>%1 bets blind or passes before the first trick.</source>
        <translation>Vor dem ersten Stich setzt %1 blind oder passt.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Sie haben %1 nicht auf der Hand.</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1 hat %2 nicht auf der Hand.</translation>
    </message>
    <message>
        <source>A lead must be of one suit.</source>
        <translation>Ein Ausspiel muss aus einer Farbe sein.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>A lead has %1 cards, not %2.</source>
        <translation>Ein Ausspiel hat %1 Karten, nicht %2.</translation>
    </message>
    <message>
        <source>A lead of %1 cards is more than another player&apos;s hand of %2.</source>
        <translation>Ein Ausspiel von %1 Karten ist mehr, als ein anderer Spieler auf der Hand hat (%2).</translation>
    </message>
    <message>
        <source>A lead is played face up.</source>
        <translation>Ausgespielt wird offen.</translation>
    </message>
    <message>
        <source>You cannot lead that.</source>
        <translation>Das können Sie nicht ausspielen.</translation>
    </message>
    <message>
        <source>%1 cannot lead that.</source>
        <translation>%1 kann das nicht ausspielen.</translation>
    </message>
    <message>
        <source>Cards go face down only with the closed-cards option.</source>
        <translation>Verdeckt gelegt wird nur mit der Regel „Verdeckte Karten“.</translation>
    </message>
    <message>
        <source>You cannot play that.</source>
        <translation>Das können Sie nicht spielen.</translation>
    </message>
    <message>
        <source>%1 cannot play that.</source>
        <translation>%1 kann das nicht spielen.</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>A hand from the host&apos;s table could not be kept in your statistics.</source>
        <translation>Ein Spiel vom Tisch des Gastgebers konnte nicht in Ihrer Statistik gespeichert werden.</translation>
    </message>
    <message>
        <source>This hand is not in the history (yet), so it cannot be reviewed.</source>
        <translation>Dieses Spiel ist (noch) nicht im Spielverlauf und lässt sich daher nicht analysieren.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</source>
        <translation>Ab diesem Punkt selbst weiterspielen, mit denselben Karten: der Rest wie ausgeteilt, die Computer denken neu. Zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions.</source>
        <translation>Der Experte bewertet jede Ihrer Entscheidungen.</translation>
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
        <translation>Analyse des Experten</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Entscheidung %v von %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions…</source>
        <translation>Der Experte bewertet jede Ihrer Entscheidungen…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>The review stopped: its process failed.</source>
        <translation>Die Analyse wurde abgebrochen: ihr Prozess ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>No other move was worth weighing here.</source>
        <translation>Kein anderer Zug war hier eine Überlegung wert.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>die Wahl des Experten</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>%1 was the Expert&apos;s choice.</source>
        <translation>%1 war die Wahl des Experten.</translation>
    </message>
    <message>
        <source>%1 was fine: %2 was hardly better (within the review&apos;s margin).</source>
        <translation>%1 war gut: %2 war kaum besser (innerhalb der Genauigkeit der Analyse).</translation>
    </message>
    <message>
        <source>slight inaccuracy: better %1 (%2).</source>
        <translation>kleine Ungenauigkeit: besser %1 (%2).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>Accuracy %1%: %2 of %3 decisions the Expert&apos;s choice or fine, slight inaccuracies: %4, mistakes: %5.</source>
        <translation>Genauigkeit %1 %: %2 von %3 Entscheidungen wie die des Experten oder gut, kleine Ungenauigkeiten: %4, Fehler: %5.</translation>
    </message>
    <message>
        <source>They cost %1 points of winning chance on average.</source>
        <translation>Sie kosteten im Schnitt %1 Prozentpunkte Gewinnchance.</translation>
    </message>
    <message>
        <source>Estimated loss %1.</source>
        <translation>Geschätzter Verlust: %1.</translation>
    </message>
    <message>
        <source>missed a claim with %1 points</source>
        <translation>Ansage mit %1 Augen verpasst</translation>
    </message>
    <message>
        <source>wrong claim with %1 points; better: %2</source>
        <translation>falsche Ansage mit %1 Augen; besser: %2</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have taken the trick</source>
        <translation>%1 abgeworfen, wo %2 den Stich genommen hätte</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have given away fewer points</source>
        <translation>%1 abgeworfen, wo %2 weniger Augen verschenkt hätte</translation>
    </message>
    <message>
        <source>took the trick with %1 where %2 would have taken it too</source>
        <translation>Stich mit %1 genommen, wo %2 ihn auch genommen hätte</translation>
    </message>
    <message>
        <source>better: %1</source>
        <translation>besser: %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>%1% chance</source>
        <translation>%1 % Chance</translation>
    </message>
    <message>
        <source>%1 penalty points</source>
        <translation>%1 Strafpunkte</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>kostet %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1 sampled deals of the unseen cards)</source>
        <translation>(%1 ausgeloste Verteilungen der ungesehenen Karten)</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>In diesem Spiel hatten Sie nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</source>
        <translation>Die Werte sind die Chips, die ein Zug in diesem Spiel im Schnitt wert war (ein übertragener Pott zu gleichen Teilen gerechnet), wie der Experte sie aus dem schätzt, was Sie damals sehen konnten.</translation>
    </message>
    <message>
        <source>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</source>
        <translation>Die Werte sind die Gewinnchance für das Spiel nach einem Zug, wie der Experte sie aus dem schätzt, was Sie damals sehen konnten.</translation>
    </message>
    <message>
        <source>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</source>
        <translation>Die Werte sind die Strafpunkte, die ein Zug im Schnitt einbrachte (weniger ist besser), wie der Experte sie aus dem schätzt, was Sie damals sehen konnten.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>Regelblatt</translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation>Kozel</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
        <translation>Die übliche Form: 3 Karten, Ausspiel von 1 bis 3 Karten, Bura, drei Asse und Molodka, „31!“, Chips im Pott. Für 2 bis 6 Spieler.</translation>
    </message>
    <message>
        <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
        <translation>Das gedruckte Regelblatt: Bura meldet nur, wer ausspielt, eine falsche „31!“ verliert das Spiel, wer zuerst 3 Spiele gewinnt, gewinnt die Partie. Für 2 bis 4 Spieler.</translation>
    </message>
    <message>
        <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
        <translation>4 Karten, Ausspiel von 1 oder 3, vier Asse gewinnen, keine „31!“: jedes Spiel wird ausgespielt und die meisten Augen nehmen den Pott. Für 2 bis 5 Spieler.</translation>
    </message>
    <message>
        <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
        <translation>Jedes Spiel wird ausgespielt und in Strafpunkten gewertet; wer das Limit erreicht, verliert, die niedrigste Summe gewinnt. Für 2 bis 4 Spieler.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Cards a lead may have</source>
        <translation>Karten pro Ausspiel</translation>
    </message>
    <message>
        <source>Who may declare</source>
        <translation>Wer melden darf</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Drei Asse</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <source>Four trumps</source>
        <translation>Vier Trümpfe</translation>
    </message>
    <message>
        <source>Closed cards</source>
        <translation>Verdeckte Karten</translation>
    </message>
    <message>
        <source>Moscow answers</source>
        <translation>Moskauer Antworten</translation>
    </message>
    <message>
        <source>Blind Bura</source>
        <translation>Blinde Bura</translation>
    </message>
    <message>
        <source>End of the stock</source>
        <translation>Ende des Talons</translation>
    </message>
    <message>
        <source>Claims of 31</source>
        <translation>„31!“ sagen</translation>
    </message>
    <message>
        <source>A wrong claim</source>
        <translation>Eine falsche „31!“</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Hands to win a series</source>
        <translation>Siege für eine Serie</translation>
    </message>
    <message>
        <source>Penalty limit</source>
        <translation>Straflimit</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Nächster Geber</translation>
    </message>
    <message>
        <source>Stop when broke</source>
        <translation>Ende bei leerer Kasse</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen.</translation>
    </message>
    <message>
        <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
        <translation>36 Karten (Sechs bis Ass) oder 32 ohne Sechsen. Beide Blätter haben 120 Augen.</translation>
    </message>
    <message>
        <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
        <translation>Wie viele Karten jeder hält: 3, oder 4 wie bei Kozel. Mit 4 Karten gilt jede Hand mit drei Trümpfen als Bura.</translation>
    </message>
    <message>
        <source>One card at a time round the table, or each player&apos;s whole hand at once.</source>
        <translation>Eine Karte nach der anderen reihum, oder jedem gleich die ganze Hand.</translation>
    </message>
    <message>
        <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
        <translation>Wie viele Karten einer Farbe der Ausspielende auf einmal legen darf. Jeder andere antwortet mit ebenso vielen Karten.</translation>
    </message>
    <message>
        <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
        <translation>Jeder Spieler vor jedem Stich: wer eine Kombination hält, darf sie vor jedem Ausspiel melden. Nur der Ausspielende: nur wer gleich ausspielt, darf melden, und Bura ist die einzige Kombination.</translation>
    </message>
    <message>
        <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
        <translation>Drei Asse auf der Hand. Nächstes Ausspiel: wer sie meldet, spielt als Nächster aus. Gewinnt das Spiel: wer sie meldet, gewinnt sofort.</translation>
    </message>
    <message>
        <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
        <translation>Drei Karten einer Farbe, die nicht Trumpf ist. Wer sie meldet, spielt als Nächster aus.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
        <translation>Mit 4 Karten gewinnen gemeldete vier Asse das Spiel, noch vor Bura.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
        <translation>Mit 4 Karten gewinnen gemeldete vier Trümpfe das Spiel, noch vor Bura (die „Gefängnis“-Form).</translation>
    </message>
    <message>
        <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
        <translation>Eine Antwort, die nicht sticht, wird verdeckt gelegt; auch eine stechende Antwort darf verdeckt gelegt werden (sie kann dann nicht gewinnen). Verdeckte Karten werden nur gezeigt, wenn eine „31!“ die Stiche aufdeckt.</translation>
    </message>
    <message>
        <source>Face-down answers allowed</source>
        <translation>Verdeckte Antworten erlaubt</translation>
    </message>
    <message>
        <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Ein Antwortender darf weniger Karten legen als ausgespielt (mindestens eine); eine solche Antwort kann den Stich nicht gewinnen.</translation>
    </message>
    <message>
        <source>Shorter answers allowed</source>
        <translation>Kürzere Antworten erlaubt</translation>
    </message>
    <message>
        <source>First leader may bet blind</source>
        <translation>Erster Ausspieler darf blind setzen</translation>
    </message>
    <message>
        <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
        <translation>Beiseitelegen: reicht der Talon nicht für alle, zieht niemand, und der Rest samt Trumpfkarte wird ungesehen beiseitegelegt. Ausziehen: gezogen wird, solange Karten da sind; die Trumpfkarte wird zuletzt gezogen.</translation>
    </message>
    <message>
        <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
        <translation>Ein Spieler darf ansagen, dass seine Stiche 31 Augen haben, und so das Spiel gewinnen. Ohne „31!“ wird jedes Spiel ausgespielt.</translation>
    </message>
    <message>
        <source>Players may claim 31</source>
        <translation>Spieler dürfen 31 ansagen</translation>
    </message>
    <message>
        <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
        <translation>Eine „31!“ mit 30 Augen oder weniger. Pott verdoppeln: der Ansager legt so viele Chips dazu, wie im Pott sind, und der Pott bleibt. Spiel verlieren: die anderen Spieler gewinnen es.</translation>
    </message>
    <message>
        <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
        <translation>Chips im Pott: der Gewinner eines Spiels nimmt den Pott. Serie: ein Punkt pro gewonnenem Spiel. Strafpunkte: Spiele werden ausgespielt und nach Augen bestraft. Die meisten Augen: Spiele werden ausgespielt, die meisten Augen nehmen den Pott.</translation>
    </message>
    <message>
        <source>Stake (chips each player antes)</source>
        <translation>Einsatz (Chips jedes Spielers in den Pott)</translation>
    </message>
    <message>
        <source>The chips each player puts in the pot when a new pot starts.</source>
        <translation>Die Chips, die jeder in einen neuen Pott legt.</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Startkasse</translation>
    </message>
    <message>
        <source>The chips every player starts a session with.</source>
        <translation>Die Chips, mit denen jeder eine Partie beginnt.</translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation>Spiele pro Partie</translation>
    </message>
    <message>
        <source>The session ends after this many hands; with no limit, when you stop.</source>
        <translation>Die Partie endet nach so vielen Spielen; ohne Limit, wenn Sie aufhören.</translation>
    </message>
    <message>
        <source>End the session when a bankroll hits 0</source>
        <translation>Partie beenden, wenn eine Kasse 0 erreicht</translation>
    </message>
    <message>
        <source>Series scoring: the first player to win this many hands wins the session.</source>
        <translation>Serienwertung: wer zuerst so viele Spiele gewinnt, gewinnt die Partie.</translation>
    </message>
    <message>
        <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
        <translation>Strafpunkte: wer so viele Strafpunkte erreicht, verliert, die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
        <translation>Der Ansager: wer „31!“ gesagt hat, gibt als Nächster, ob richtig oder falsch (nach einer Bura deren Gewinner). Reihum: das Geben wandert jedes Spiel weiter.</translation>
    </message>
    <message>
        <source>Claim after the last trick</source>
        <translation>Ansage nach dem letzten Stich</translation>
    </message>
    <message>
        <source>Pot scoring: the session ends when anyone&apos;s bankroll reaches 0.</source>
        <translation>Pott-Wertung: die Partie endet, wenn jemandes Kasse auf 0 fällt.</translation>
    </message>
    <message>
        <source>36 cards</source>
        <translation>36 Karten</translation>
    </message>
    <message>
        <source>32 cards (no sixes)</source>
        <translation>32 Karten (ohne Sechsen)</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 Karten</translation>
    </message>
    <message>
        <source>4 cards (Kozel)</source>
        <translation>4 Karten (Kozel)</translation>
    </message>
    <message>
        <source>One card at a time</source>
        <translation>Einzeln</translation>
    </message>
    <message>
        <source>Whole hands at once</source>
        <translation>Ganze Hände auf einmal</translation>
    </message>
    <message>
        <source>A last chance to claim needs claims of 31.</source>
        <translation>Eine letzte Chance auf „31!“ gibt es nur, wenn „31!“ angesagt werden darf.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <source>Next lead</source>
        <translation>Nächstes Ausspiel</translation>
    </message>
    <message>
        <source>Last chance to claim</source>
        <translation>Letzte Chance auf „31!“</translation>
    </message>
    <message>
        <source>Who leads a hand&apos;s first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer&apos;s right, and the dealer plays second. Play always goes clockwise.</source>
        <translation>Wer den ersten Stich eines Spiels ausspielt. Links vom Geber: dieser Spieler. Rechts vom Geber: der Spieler rechts vom Geber, und der Geber spielt als Zweiter. Gespielt wird immer im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>The trick&apos;s winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</source>
        <translation>Der Stichgewinner: wer einen Stich macht, spielt den nächsten aus. Reihum: nach jedem Stich geht das Ausspiel an den nächsten Spieler, wer auch immer ihn gewann (Regelblatt für 3 oder 4 Spieler).</translation>
    </message>
    <message>
        <source>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</source>
        <translation>Eine Hausregel. Aus: wer bis zur letzten Karte nicht „31!“ gesagt hat, hat die Chance verpasst, und das Spiel wird zu Ende gespielt. An: nach dem letzten Stich darf jeder Spieler, der Stichgewinner zuerst, noch einmal ansagen.</translation>
    </message>
    <message>
        <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</source>
        <translation>Nur bei Pott-Wertung. Bevor er die Karten sieht, darf der erste Ausspielende blind spielen: gewinnt er das Spiel, kassiert er 3 × Einsatz von jedem Gegner; sonst zahlt er 3 × Einsatz an den Gewinner, oder in den Pott, wenn niemand gewinnt.</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Links vom Geber</translation>
    </message>
    <message>
        <source>Right of the dealer (dealer second)</source>
        <translation>Rechts vom Geber (Geber als Zweiter)</translation>
    </message>
    <message>
        <source>The trick&apos;s winner</source>
        <translation>Der Stichgewinner</translation>
    </message>
    <message>
        <source>Round the table</source>
        <translation>Reihum</translation>
    </message>
    <message>
        <source>Anyone, at every trick start</source>
        <translation>Jeder, vor jedem Stich</translation>
    </message>
    <message>
        <source>Only the leader (Bura only)</source>
        <translation>Nur der Ausspielende (nur Bura)</translation>
    </message>
    <message>
        <source>Not a combination</source>
        <translation>Keine Kombination</translation>
    </message>
    <message>
        <source>Gives the next lead</source>
        <translation>Gibt das nächste Ausspiel</translation>
    </message>
    <message>
        <source>Wins the hand</source>
        <translation>Gewinnt das Spiel</translation>
    </message>
    <message>
        <source>Set the rest aside</source>
        <translation>Rest beiseitelegen</translation>
    </message>
    <message>
        <source>Draw it out</source>
        <translation>Ausziehen</translation>
    </message>
    <message>
        <source>Claimer doubles the pot</source>
        <translation>Ansager verdoppelt den Pott</translation>
    </message>
    <message>
        <source>Claimer loses the hand</source>
        <translation>Ansager verliert das Spiel</translation>
    </message>
    <message>
        <source>Chips in a pot</source>
        <translation>Chips im Pott</translation>
    </message>
    <message>
        <source>Series of hands</source>
        <translation>Serie von Spielen</translation>
    </message>
    <message>
        <source>Most points take the pot</source>
        <translation>Die meisten Augen nehmen den Pott</translation>
    </message>
    <message>
        <source>The claimer</source>
        <translation>Der Ansager</translation>
    </message>
    <message>
        <source>In turn</source>
        <translation>Reihum</translation>
    </message>
    <message>
        <source>%1: %2 is not a possible value.</source>
        <translation>%1: %2 ist kein möglicher Wert.</translation>
    </message>
    <message>
        <source>4-card hands are for 2 to 5 players, not %1.</source>
        <translation>Hände zu 4 Karten sind für 2 bis 5 Spieler, nicht %1.</translation>
    </message>
    <message>
        <source>Bura is played by 2 to 6 players, not %1.</source>
        <translation>Bura spielen 2 bis 6 Spieler, nicht %1.</translation>
    </message>
    <message>
        <source>Choose how many cards a lead may have.</source>
        <translation>Wählen Sie, wie viele Karten ein Ausspiel haben darf.</translation>
    </message>
    <message>
        <source>A lead of a single card must always be allowed.</source>
        <translation>Ein Ausspiel mit einer einzelnen Karte muss immer erlaubt sein.</translation>
    </message>
    <message>
        <source>%1 can only be declared with 4 cards in hand.</source>
        <translation>%1 kann nur mit 4 Karten auf der Hand gemeldet werden.</translation>
    </message>
    <message>
        <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
        <translation>%1 kann nicht gemeldet werden, wenn nur der Ausspielende meldet: dann ist Bura die einzige Kombination.</translation>
    </message>
    <message>
        <source>%1 plays every hand out, so claims must be off.</source>
        <translation>%1 spielt jedes Spiel aus, daher muss „31!“ aus sein.</translation>
    </message>
    <message>
        <source>%1 needs claims: without them nobody wins a hand.</source>
        <translation>%1 braucht „31!“: ohne sie gewinnt niemand ein Spiel.</translation>
    </message>
    <message>
        <source>%1 has no pot to double: a wrong claim must lose the hand.</source>
        <translation>%1 hat keinen Pott zum Verdoppeln: ein falsches „31!“ muss das Spiel verlieren.</translation>
    </message>
    <message>
        <source>Blind Bura needs scoring with chips in a pot.</source>
        <translation>Blinde Bura braucht die Wertung mit Chips im Pott.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bura, das klassische Spiel&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Karten.&lt;/b&gt; 36 Karten, A 10 K D B 9 8 7 6 in jeder Farbe. Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, der Rest 0; zusammen 120. Die Karte unter dem Talon zeigt die Trumpffarbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ein Stich.&lt;/b&gt; Wer ausspielt, legt 1, 2 oder 3 Karten einer Farbe. Jeder andere antwortet mit ebenso vielen Karten beliebiger Farben. Eine Antwort schlägt das bisher beste Blatt, wenn jeder seiner Karten eine eigene, höhere Karte gegenübersteht: eine höhere derselben Farbe oder ein Trumpf gegen eine Nicht-Trumpfkarte. Wer am Ende das beste Blatt hält, nimmt alle Karten, zieht als Erster vom Talon und spielt als Nächster aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Meldungen.&lt;/b&gt; Vor einem Ausspiel darf, wer eine &lt;b&gt;Bura&lt;/b&gt; (drei Trümpfe) hält, sie zeigen und gewinnt sofort das Spiel; danach darf niemand mehr „31!“ sagen. &lt;b&gt;Drei Asse&lt;/b&gt; oder eine &lt;b&gt;Molodka&lt;/b&gt; (drei Karten einer Nicht-Trumpffarbe) bringen das Ausspiel. Wer ausspielen sollte, behält das Ausspiel, wenn er eine gleich gute oder bessere Kombination zeigt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;„31!“ sagen.&lt;/b&gt; Wenn Sie am Zug sind, dürfen Sie ansagen, dass Ihre Stiche 31 Augen oder mehr haben. Richtig: Sie nehmen den Pott. Falsch: Sie zahlen so viel, wie im Pott ist, und er bleibt stehen. Niemand darf seine Stiche ansehen, also zählen Sie im Kopf mit. Sagen Sie rechtzeitig an: nach der letzten Karte darf niemand mehr ansagen, und keiner gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Am Tisch spielen.&lt;/b&gt; Karten anklicken, um sie zu wählen (auch Ziffern 1–3), dann „Spielen“ (Eingabe); ein Doppelklick spielt eine einzelne Karte. C sagt „31!“, D meldet, N gibt das nächste Spiel. H fragt den Computer nach einem Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nobody claims 31: every hand is played out.</source>
        <translation>Niemand sagt „31!“: Jedes Spiel wird ausgespielt.</translation>
    </message>
    <message>
        <source>A wrong claim loses the hand to everyone else.</source>
        <translation>Ein falsches „31!“ verliert das Spiel an alle anderen.</translation>
    </message>
    <message>
        <source>Every lead is a single card.</source>
        <translation>Ausgespielt wird immer eine einzelne Karte.</translation>
    </message>
    <message>
        <source>A lead has %1 cards, all of one suit.</source>
        <translation>Ausgespielt werden %1 Karten einer Farbe.</translation>
    </message>
    <message>
        <source>Three aces are not a combination.</source>
        <translation>Drei Asse sind keine Kombination.</translation>
    </message>
    <message>
        <source>Three aces win the hand at once, like a Bura.</source>
        <translation>Drei Asse gewinnen das Spiel sofort, wie eine Bura.</translation>
    </message>
    <message>
        <source>After the last trick each player, its winner first, has one last chance to claim 31.</source>
        <translation>Nach dem letzten Stich hat jeder Spieler, der Stichgewinner zuerst, eine letzte Chance, „31!“ zu sagen.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads the first trick; the dealer plays second.</source>
        <translation>Der Spieler rechts vom Geber spielt den ersten Stich aus; der Geber spielt als Zweiter.</translation>
    </message>
    <message>
        <source>The lead passes round the table after every trick, whoever won it; the winner still draws first.</source>
        <translation>Das Ausspiel geht nach jedem Stich reihum, wer auch immer ihn gewann; der Stichgewinner zieht trotzdem zuerst.</translation>
    </message>
    <message>
        <source>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</source>
        <translation>Blinde Bura: bevor er die Karten ansieht, darf der erste Ausspielende blind spielen. Gewinnt er das Spiel, kassiert er drei Einsätze von jedem Gegner; sonst zahlt er selbst drei Einsätze.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ziehen.&lt;/b&gt; Nach jedem Stich zieht jeder aus dem Talon, der Gewinner zuerst, eine Karte nach der anderen, bis jede Hand wieder voll ist. Reicht der Talon nicht für alle Hände, zieht niemand: Der Rest samt Trumpfkarte wird ungesehen beiseitegelegt, und das Spiel wird aus der Hand zu Ende gespielt. Niemand darf mehr Karten ausspielen, als die kleinste Hand derer hält, die bedienen müssen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The most card points take the pot; a tie splits it.</source>
        <translation>Die meisten Kartenpunkte gewinnen den Pott; bei Gleichstand wird er geteilt.</translation>
    </message>
    <message>
        <source>No chips: each hand won scores one, and the first to %1 wins the session.</source>
        <translation>Ohne Chips: Jedes gewonnene Spiel zählt eins, und wer zuerst %1 hat, gewinnt die Partie.</translation>
    </message>
    <message>
        <source>A 32-card pack: the sixes are left out (still 120 card points).</source>
        <translation>Ein Blatt mit 32 Karten: ohne die Sechsen (weiterhin 120 Kartenpunkte).</translation>
    </message>
    <message>
        <source>Each player holds 4 cards; a Bura is any three trumps among them.</source>
        <translation>Jeder hält 4 Karten; eine Bura sind beliebige drei Trümpfe davon.</translation>
    </message>
    <message>
        <source>Each player&apos;s hand is dealt at once, not a card at a time.</source>
        <translation>Jede Hand wird auf einmal gegeben, nicht Karte für Karte.</translation>
    </message>
    <message>
        <source>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</source>
        <translation>Melden darf nur, wer ausspielt, und nur eine Bura: melden Sie sie (D) vor dem Ausspiel, und Sie gewinnen das Spiel. Als Stich ausgespielt, sind drei Trümpfe ein gewöhnliches Ausspiel.</translation>
    </message>
    <message>
        <source>A molodka (three cards of one plain suit) is not a combination.</source>
        <translation>Eine Molodka (drei Karten einer Nicht-Trumpffarbe) ist keine Kombination.</translation>
    </message>
    <message>
        <source>Four aces win the hand at once, above a Bura.</source>
        <translation>Vier Asse gewinnen das Spiel sofort, vor einer Bura.</translation>
    </message>
    <message>
        <source>Four trumps win the hand at once, above a Bura.</source>
        <translation>Vier Trümpfe gewinnen das Spiel sofort, vor einer Bura.</translation>
    </message>
    <message>
        <source>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</source>
        <translation>Verdeckte Karten: Eine Antwort, die nicht sticht, wird verdeckt gelegt; auch eine stechende Antwort darf verdeckt gelegt werden (sie kann dann nicht gewinnen).</translation>
    </message>
    <message>
        <source>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Moskauer Antworten: Sie dürfen mit weniger Karten antworten, als ausgespielt wurden (mindestens einer); eine solche Antwort gewinnt den Stich nicht.</translation>
    </message>
    <message>
        <source>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</source>
        <translation>Reicht der Talon nicht mehr für alle, wird gezogen, solange Karten da sind; die Trumpfkarte unter dem Talon wird zuletzt gezogen.</translation>
    </message>
    <message>
        <source>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</source>
        <translation>Ohne Chips, mit Strafpunkten: die meisten Augen 0, mehr als 31, aber nicht die meisten 2, 1 bis 31 Augen 4, keine 6; eine Bura kostet alle anderen 4. Wer %2 erreicht, verliert die Partie.</translation>
    </message>
    <message>
        <source>The deal passes to the next player after every hand, whoever won.</source>
        <translation>Nach jedem Spiel gibt der nächste Spieler, wer auch immer gewann.</translation>
    </message>
    <message>
        <source>Different at this table</source>
        <translation>Anders an diesem Tisch</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>The rules at this table</source>
        <translation>Die Regeln an diesem Tisch</translation>
    </message>
    <message>
        <source>Rules of Bura</source>
        <translation>Regeln von Bura</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Könner</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>on the player&apos;s own plate, beside You</comment>
        <translation>geben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) won</source>
        <translation>
            <numerusform>%n Spiel gewonnen</numerusform>
            <numerusform>%n Spiele gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n Strafpunkt</numerusform>
            <numerusform>%n Strafpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Auge</numerusform>
            <numerusform>%n Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n verdeckt</numerusform>
            <numerusform>+ %n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>gibt</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Masha</source>
        <translation>Mascha</translation>
    </message>
    <message>
        <source>Kolya</source>
        <translation>Kolja</translation>
    </message>
    <message>
        <source>Sasha</source>
        <translation>Sascha</translation>
    </message>
    <message>
        <source>Tanya</source>
        <translation>Tanja</translation>
    </message>
    <message>
        <source>Lyosha</source>
        <translation>Ljoscha</translation>
    </message>
    <message>
        <source>Anya</source>
        <translation>Anja</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Boris</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Wera</translation>
    </message>
    <message>
        <source>Grisha</source>
        <translation>Grischa</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Dascha</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Alle Einstellungen auf allen Seiten zurücksetzen.</translation>
    </message>
    <message>
        <source>Choosing a preset sets every rule below to that form of the game.</source>
        <translation>Eine Vorlage stellt alle Regeln unten auf diese Spielform ein.</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Deal and deck</source>
        <translation>Geben und Blatt</translation>
    </message>
    <message>
        <source>Leads and answers</source>
        <translation>Ausspiel und Antworten</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Stock and claims</source>
        <translation>Talon und „31!“</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen.</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Spieler am Tisch:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>New rules and players start a new game: you are asked first.</source>
        <translation>Neue Regeln und Spieler beginnen ein neues Spiel: Sie werden vorher gefragt.</translation>
    </message>
    <message numerus="yes">
        <source>The game on the table has %n player(s), not the ones below; these settings seat the players of your next new game.</source>
        <translation>
            <numerusform>Das Spiel auf dem Tisch hat %n Mitspieler, nicht die unten; diese Einstellungen setzen die Mitspieler Ihres nächsten neuen Spiels.</numerusform>
            <numerusform>Das Spiel auf dem Tisch hat %n Mitspieler, nicht die unten; diese Einstellungen setzen die Mitspieler Ihres nächsten neuen Spiels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Gegner %1</translation>
    </message>
    <message>
        <source>The name shown at this opponent&apos;s seat.</source>
        <translation>Der Name am Platz dieses Gegners.</translation>
    </message>
    <message>
        <source>How well this computer opponent plays, from beginner to expert.</source>
        <translation>Wie gut dieser Computergegner spielt, vom Anfänger bis zum Experten.</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Chips und Partie</translation>
    </message>
    <message>
        <source>Stake:</source>
        <translation>Einsatz:</translation>
    </message>
    <message>
        <source>Starting bankroll:</source>
        <translation>Startkasse:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Ohne Limit</translation>
    </message>
    <message>
        <source> hands</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <source>Session length:</source>
        <translation>Partielänge:</translation>
    </message>
    <message>
        <source>Four aces and four trumps need 4 cards in hand, so they are off.</source>
        <translation>Vier Asse und vier Trümpfe gibt es nur mit 4 Karten auf der Hand, daher sind sie aus.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination, so the others are off.</source>
        <translation>Wenn nur der Ausspielende meldet, ist Bura die einzige Kombination, daher sind die anderen aus.</translation>
    </message>
    <message>
        <source>This scoring plays every hand out, so claims of 31 are off.</source>
        <translation>Bei dieser Wertung wird jedes Spiel ausgespielt, daher ist „31!“ aus.</translation>
    </message>
    <message>
        <source>This scoring needs claims of 31, so they are on.</source>
        <translation>Diese Wertung braucht „31!“, daher ist es an.</translation>
    </message>
    <message>
        <source>Without claims of 31 there is no last chance to claim, so it is off.</source>
        <translation>Ohne „31!“ gibt es keine letzte Chance darauf, daher ist sie aus.</translation>
    </message>
    <message>
        <source>Blind Bura is played only for chips in a pot, so it is off.</source>
        <translation>Blinde Bura wird nur um Chips im Pott gespielt, daher ist sie aus.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players, so one opponent leaves the table.</source>
        <translation>Mit 4 Karten spielen höchstens 5 Spieler, daher verlässt ein Gegner den Tisch.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination.</source>
        <translation>Wenn nur der Ausspielende meldet, ist Bura die einzige Kombination.</translation>
    </message>
    <message>
        <source>Only with 4 cards in hand.</source>
        <translation>Nur mit 4 Karten auf der Hand.</translation>
    </message>
    <message>
        <source>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</source>
        <translation>Folgt der Wertung: Chips im Pott und die Serie werden mit „31!“ gewonnen; bei Strafpunkten und „die meisten Augen“ wird jedes Spiel ausgespielt.</translation>
    </message>
    <message>
        <source>Only where players may claim 31.</source>
        <translation>Nur wenn Spieler 31 ansagen dürfen.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double, so a wrong claim loses the hand.</source>
        <translation>Bei der Serie gibt es keinen Pott zum Verdoppeln, daher verliert ein falsches „31!“ das Spiel.</translation>
    </message>
    <message>
        <source>Only with chips in a pot.</source>
        <translation>Nur mit Chips im Pott.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players.</source>
        <translation>Mit 4 Karten spielen höchstens 5 Spieler.</translation>
    </message>
    <message>
        <source>Opponent %1 needs a name.</source>
        <translation>Gegner %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double: a wrong claim now loses the hand.</source>
        <translation>Bei der Serie gibt es keinen Pott zum Verdoppeln: ein falsches „31!“ verliert jetzt das Spiel.</translation>
    </message>
    <message>
        <source>for %1 to %2 players</source>
        <translation>für %1 bis %2 Spieler</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>%n Option geändert</numerusform>
            <numerusform>%n Optionen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems shown above first.</source>
        <translation>Beheben Sie zuerst die oben gezeigten Probleme.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>You sat down at %1&apos;s table. The game starts when %1 starts it.</source>
        <translation>Sie sitzen am Tisch von %1. Das Spiel beginnt, wenn %1 es startet.</translation>
    </message>
    <message>
        <source>%1 sat down at the table.</source>
        <translation>%1 sitzt am Tisch.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 verlässt den Tisch; der Computer spielt den Platz.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 ist zurück am Tisch.</translation>
    </message>
    <message>
        <source>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</source>
        <translation>Ein Spieler mit einer anderen Version von Bura Desktop konnte sich nicht setzen (Tischversion dort %1, hier %2).</translation>
    </message>
    <message>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Der Tisch ließ sich auf Port %1 nicht öffnen: %2</translation>
    </message>
    <message>
        <source>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</source>
        <translation>Dieses Spiel wurde an einem im Netz offenen Tisch begonnen: Spiel ▸ Tisch eröffnen… öffnet ihn wieder für seine Mitspieler.</translation>
    </message>
    <message>
        <source>The connection to the table dropped: dialling it again…</source>
        <translation>Die Verbindung zum Tisch ist abgerissen: Sie wird neu aufgebaut…</translation>
    </message>
    <message>
        <source>You are back in your seat.</source>
        <translation>Sie sitzen wieder auf Ihrem Platz.</translation>
    </message>
    <message>
        <source>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</source>
        <translation>Ein offener Tisch beginnt eine neue Partie mit denen, die sich setzen: Das laufende Spiel und sein Pott gehen verloren. Tisch öffnen?</translation>
    </message>
    <message>
        <source>The table is open. Players join at %1, port %2, with the code %3.</source>
        <translation>Der Tisch ist offen. Die Spieler kommen über %1, Port %2, mit dem Code %3 herein.</translation>
    </message>
    <message>
        <source>The table is open again. Its players come back at %1, port %2, with the code %3.</source>
        <translation>Der Tisch ist wieder offen. Die Mitspieler kommen zurück über %1, Port %2, mit dem Code %3.</translation>
    </message>
    <message>
        <source>Host a table first (Game ▸ Host a table…), then invite friends to it.</source>
        <translation>Eröffnen Sie zuerst einen Tisch (Spiel ▸ Tisch eröffnen…) und laden Sie dann Freunde dazu ein.</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Der Tisch ist geschlossen.</translation>
    </message>
    <message>
        <source>%1 did not move in time; a computer plays for them until they are back.</source>
        <translation>%1 hat nicht rechtzeitig gezogen; bis zur Rückkehr spielt ein Computer diesen Platz.</translation>
    </message>
    <message>
        <source>You did not move in time; a computer plays for you until you are back.</source>
        <translation>Sie haben nicht rechtzeitig gezogen; bis Sie zurück sind, spielt ein Computer für Sie.</translation>
    </message>
    <message>
        <source>A computer plays for you</source>
        <translation>Ein Computer spielt für Sie</translation>
    </message>
    <message>
        <source>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</source>
        <translation>Sie haben nicht rechtzeitig gezogen, deshalb spielt vorerst ein Computer Ihren Platz. Das Spiel geht weiter; übernehmen Sie Ihren Platz wieder, sobald Sie bereit sind.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Ich bin zurück</translation>
    </message>
    <message>
        <source>That invitation code is not right: check it with the host.</source>
        <translation>Dieser Einladungscode stimmt nicht: Fragen Sie beim Gastgeber nach.</translation>
    </message>
    <message>
        <source>No table answered this invitation: it may have been used or closed.</source>
        <translation>Kein Tisch hat auf diese Einladung geantwortet: Sie wurde vielleicht schon benutzt oder geschlossen.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline.</source>
        <translation>Der Einladungsserver ist nicht erreichbar: Dieser Computer ist vielleicht offline.</translation>
    </message>
    <message>
        <source>This invitation has lapsed: ask the host for a new one.</source>
        <translation>Diese Einladung ist verfallen: Bitten Sie den Gastgeber um eine neue.</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table across the internet. Take it back now?</source>
        <translation>Sie haben einen Platz an %1s Tisch über das Internet. Jetzt dorthin zurückkehren?</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table (%2, port %3). Take it back now?</source>
        <translation>Sie haben einen Platz an %1s Tisch (%2, Port %3). Jetzt dorthin zurückkehren?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Platz wieder einnehmen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Platz aufgeben</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>Der Gastgeber hat nicht geantwortet.</translation>
    </message>
    <message>
        <source>The host could not be reached.</source>
        <translation>Der Gastgeber war nicht erreichbar.</translation>
    </message>
    <message>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>An diesem Tisch heißt schon jemand so: Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a few seconds and try again.</source>
        <translation>Zu viele falsche Codes: Warten Sie einige Sekunden und versuchen Sie es wieder.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>The table&apos;s code is not right.</source>
        <translation>Der Code des Tisches stimmt nicht.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Alle offenen Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table.</source>
        <translation>Dieser Name geht an diesem Tisch nicht.</translation>
    </message>
    <message>
        <source>The host plays another version of Bura Desktop (table version %1, this one %2).</source>
        <translation>Der Gastgeber spielt eine andere Version von Bura Desktop (Tischversion %1, diese %2).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</source>
        <translation>Bura Desktop läuft bereits mit diesem Profil (%1), aber sein Fenster antwortet nicht. Schließen Sie dieses Spiel oder warten Sie darauf, und starten Sie erneut.</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Diese Partie</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>No session is being played.</source>
        <translation>Es läuft keine Partie.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>Won and lost by opponent level</source>
        <translation>Gewonnen und verloren nach Gegnerstufe</translation>
    </message>
    <message>
        <source>How hands ended</source>
        <translation>Wie Spiele endeten</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the hands shown as a spreadsheet file.</source>
        <translation>Die gezeigten Spiele als Tabellendatei speichern.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Delete every recorded hand (a backup is kept).</source>
        <translation>Alle aufgezeichneten Spiele löschen (eine Sicherung bleibt).</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Net chips</source>
        <translation>Chips netto</translation>
    </message>
    <message>
        <source>Biggest pot won</source>
        <translation>Größter gewonnener Pott</translation>
    </message>
    <message>
        <source>Claims right / wrong</source>
        <translation>„31!“ richtig / falsch</translation>
    </message>
    <message>
        <source>Buras</source>
        <translation>Buras</translation>
    </message>
    <message>
        <source>Average card points</source>
        <translation>Durchschnittliche Augen</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Siegesserie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Hands with hints or points assist</source>
        <translation>Spiele mit Tipps oder Augenhilfe</translation>
    </message>
    <message>
        <source>Claim of 31</source>
        <translation>„31!“</translation>
    </message>
    <message>
        <source>Wrong claim</source>
        <translation>Falsche „31!“</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Played out</source>
        <translation>Ausgespielt</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Die meisten Augen</translation>
    </message>
    <message>
        <source>Statistics are not being recorded.</source>
        <translation>Es wird keine Statistik aufgezeichnet.</translation>
    </message>
    <message>
        <source>Hands won over the session</source>
        <translation>Gewonnene Spiele im Lauf der Partie</translation>
    </message>
    <message>
        <source>Penalty points over the session</source>
        <translation>Strafpunkte im Lauf der Partie</translation>
    </message>
    <message>
        <source>Bankroll over the session</source>
        <translation>Kasse im Lauf der Partie</translation>
    </message>
    <message>
        <source>Net chips over all hands</source>
        <translation>Chips netto über alle Spiele</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
        <translation>Alle aufgezeichneten Spiele aller Partien löschen? Eine Sicherungskopie der Statistik bleibt erhalten.</translation>
    </message>
    <message>
        <source>The statistics were reset. The backup is %1.</source>
        <translation>Die Statistik wurde zurückgesetzt. Die Sicherung ist %1.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played; Off moves them at once.</source>
        <translation>Wie schnell Karten gegeben und gespielt werden; „Aus“ bewegt sie sofort.</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation>Atlas</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>The traditional Russian Atlas pack.</source>
        <translation>Das traditionelle russische Atlas-Blatt.</translation>
    </message>
    <message>
        <source>Large indices and four suit colours, easy to read.</source>
        <translation>Große Indizes und vier Farben, gut lesbar.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <comment>card back</comment>
        <translation>Der des Blatts</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>The back of every card face down.</source>
        <translation>Die Rückseite jeder verdeckten Karte.</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Any colour for the cloth on the table, chosen in the colour picker.</source>
        <translation>Eine beliebige Farbe für das Tuch des Tisches, aus der Farbauswahl.</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Grünes Tuch</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Weinrot</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Nussbaum</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Anthrazit</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>How large the cards are drawn on the table.</source>
        <translation>Wie groß die Karten auf dem Tisch sind.</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <source>Show a running count of my card points</source>
        <translation>Meine Augen laufend anzeigen</translation>
    </message>
    <message>
        <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
        <translation>Normalerweise darf man vor „31!“ seine Stiche nicht ansehen. Mit der Hilfe zeigt der Tisch Ihre Augen; so gespielte Spiele werden in der Statistik markiert.</translation>
    </message>
    <message>
        <source>Points assist:</source>
        <translation>Augenhilfe:</translation>
    </message>
    <message>
        <source>Sort my cards by suit, trumps last</source>
        <translation>Meine Karten nach Farben ordnen, Trümpfe zuletzt</translation>
    </message>
    <message>
        <source>Off: your cards stay in the order they were dealt and drawn.</source>
        <translation>Aus: Ihre Karten bleiben in der Reihenfolge, in der sie gegeben und gezogen wurden.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Ihre Karten:</translation>
    </message>
    <message>
        <source>Play sounds (M turns them on or off)</source>
        <translation>Töne abspielen (M schaltet sie ein oder aus)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Ton:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>How loud the cards and chips sound.</source>
        <translation>Wie laut Karten und Chips klingen.</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Also when animation is off</source>
        <translation>Auch ohne Animation</translation>
    </message>
    <message>
        <source>With animation off the table is silent unless this is chosen.</source>
        <translation>Ohne Animation bleibt der Tisch still, außer wenn dies gewählt ist.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Andere Farbe…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Cards left to draw, besides the trump indicator.</source>
        <translation>Karten zum Nachziehen, ohne die Trumpfkarte.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>The pot: whoever wins the hand takes it.</source>
        <translation>Der Pott: Wer das Spiel gewinnt, nimmt ihn.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Talon %1</translation>
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
        <translation>Ihre Karten. Links und Rechts wechseln zwischen ihnen, Leertaste wählt eine, Eingabe spielt die gewählten Karten, Tab geht zu den Schaltflächen.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, gewählt</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
</context>
<context>
    <name>TrumpBadge</name>
    <message>
        <source>Trump %1 (%2)</source>
        <translation>Trumpf %1 (%2)</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>The coach looks at your move…</source>
        <translation>Der Trainer prüft Ihren Zug…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Blind</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Play the chosen cards. Key: Enter.</source>
        <translation>Die gewählten Karten spielen. Taste: Eingabe.</translation>
    </message>
    <message>
        <source>Claim that your pile holds 31 card points. Key: C.</source>
        <translation>Ansagen, dass Ihre Stiche 31 Augen haben. Taste: C.</translation>
    </message>
    <message>
        <source>Bet blind, before seeing your cards. Key: B.</source>
        <translation>Blind setzen, bevor Sie Ihre Karten sehen. Taste: B.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Hint: play %1 face down. Press Play or Enter.</source>
        <translation>Tipp: %1 verdeckt spielen. „Spielen“ oder Eingabe drücken.</translation>
    </message>
    <message>
        <source>Hint: play %1. Press Play or Enter.</source>
        <translation>Tipp: %1 spielen. „Spielen“ oder Eingabe drücken.</translation>
    </message>
    <message>
        <source>Hint: claim 31 now (C).</source>
        <translation>Tipp: jetzt „31!“ sagen (C).</translation>
    </message>
    <message>
        <source>Hint: declare %1 (D).</source>
        <translation>Tipp: %1 melden (D).</translation>
    </message>
    <message>
        <source>Hint: bet blind.</source>
        <translation>Tipp: blind spielen.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tipp: passen.</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Trotzdem spielen</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Coach: %1 looks costly; %2 is better.</source>
        <translation>Trainer: %1 sieht nach einem teuren Zug aus; %2 ist besser.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>%1 melden</translation>
    </message>
    <message>
        <source>%1 Click the cards or press their numbers (H for a hint).</source>
        <translation>%1 Klicken Sie die Karten an oder drücken Sie ihre Nummern (H für einen Tipp).</translation>
    </message>
    <message>
        <source>Lead %1: press Play or Enter.</source>
        <translation>%1 ausspielen: Spielen oder Enter drücken.</translation>
    </message>
    <message>
        <source>%1 beats the trick: press Play or Enter.</source>
        <translation>%1 sticht: Spielen oder Enter drücken.</translation>
    </message>
    <message>
        <source>%1 does not beat the trick: it is thrown. Press Play or Enter.</source>
        <translation>%1 sticht nicht und wird abgeworfen. Spielen oder Enter drücken.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</source>
        <translation>Jetzt 31 ansagen? Haben Ihre Stiche weniger als 31 Augen, ist die Ansage falsch und kostet Sie.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>%1 face down</source>
        <translation>%1 verdeckt</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>Ansage 31</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>Blindeinsatz</translation>
    </message>
    <message>
        <source>Card points handed to the trick&apos;s winner</source>
        <translation>Augen, die an den Gewinner des Stichs gehen</translation>
    </message>
    <message>
        <source>Chance of a Bura of yours later in the hand</source>
        <translation>Chance auf eine eigene Bura später im Spiel</translation>
    </message>
    <message>
        <source>Chance of taking this trick and the lead</source>
        <translation>Chance, diesen Stich und das Ausspiel zu gewinnen</translation>
    </message>
    <message>
        <source>Chance of reaching 31 and claiming</source>
        <translation>Chance, 31 zu erreichen und anzusagen</translation>
    </message>
    <message>
        <source>Chance that another player claims 31</source>
        <translation>Chance, dass jemand anderes 31 ansagt</translation>
    </message>
    <message>
        <source>Chance that your opponent claims 31</source>
        <translation>Chance, dass Ihr Gegner 31 ansagt</translation>
    </message>
    <message>
        <source>Chance of winning the hand</source>
        <translation>Chance, das Spiel zu gewinnen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1: %2 with %3, %4 with %5.</source>
        <translation>%1: %2 mit %3, %4 mit %5.</translation>
    </message>
    <message>
        <source>It hands the trick&apos;s winner fewer points than %1.</source>
        <translation>So gehen weniger Augen an den Gewinner des Stichs als beim anderen Zug (%1).</translation>
    </message>
    <message>
        <source>It keeps a better chance of a Bura later than %1.</source>
        <translation>So bleibt eine bessere Chance auf eine eigene Bura später als beim anderen Zug (%1).</translation>
    </message>
    <message>
        <source>It takes this trick and the lead more often than %1.</source>
        <translation>So gewinnen Sie diesen Stich und das Ausspiel öfter als beim anderen Zug (%1).</translation>
    </message>
    <message>
        <source>It reaches 31 and claims more often than %1.</source>
        <translation>So erreichen Sie öfter 31 und sagen an als beim anderen Zug (%1).</translation>
    </message>
    <message>
        <source>Another player claims 31 less often than after %1.</source>
        <translation>So sagt seltener jemand anderes 31 an als nach dem anderen Zug (%1).</translation>
    </message>
    <message>
        <source>Your opponent claims 31 less often than after %1.</source>
        <translation>So sagt Ihr Gegner seltener 31 an als nach dem anderen Zug (%1).</translation>
    </message>
    <message>
        <source>It wins the hand more often than %1.</source>
        <translation>So gewinnen Sie das Spiel öfter als beim anderen Zug (%1).</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>No hands played yet</source>
        <translation>Noch keine Spiele gespielt</translation>
    </message>
</context>
</TS>
