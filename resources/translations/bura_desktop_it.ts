<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>About</name>
    <message>
        <source>Every file of this bundle and its licence</source>
        <translation>Ogni file di questo pacchetto e la sua licenza</translation>
    </message>
    <message>
        <source>Bura Desktop: GNU GPL 3.0 or later</source>
        <translation>Bura Desktop: GNU GPL 3.0 o successiva</translation>
    </message>
    <message>
        <source>Atlas card art: GNU LGPL 3.0 or later</source>
        <translation>Grafica delle carte Atlas: GNU LGPL 3.0 o successiva</translation>
    </message>
    <message>
        <source>DejaVu fonts: Bitstream Vera licence</source>
        <translation>Caratteri DejaVu: licenza Bitstream Vera</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt e PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>Python: PSF licence</source>
        <translation>Python: licenza PSF</translation>
    </message>
    <message>
        <source>Atlas card art: Vincent Bermel&apos;s AisleRiot deck (2024), after Dmitry Fomin&apos;s drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</source>
        <translation>Grafica delle carte Atlas: il mazzo AisleRiot di Vincent Bermel (2024), dal disegno di Dmitrij Fomin del mazzo Atlas ideato da Adolf Charlemagne nel 1862.</translation>
    </message>
    <message>
        <source>High-contrast cards and sounds: made for Bura Desktop.</source>
        <translation>Carte ad alto contrasto e suoni: creati per Bura Desktop.</translation>
    </message>
    <message>
        <source>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</source>
        <translation>Caratteri DejaVu: gli autori di DejaVu, da Bitstream Vera di Bitstream, Inc.</translation>
    </message>
    <message>
        <source>Bura Desktop %1</source>
        <translation>Bura Desktop %1</translation>
    </message>
    <message>
        <source>Bura, the Russian trick-taking card game.</source>
        <translation>Bura, il gioco di prese russo.</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Software libero: puoi condividerlo e modificarlo secondo la GNU General Public License, versione 3 o successiva. Non ha alcuna garanzia.</translation>
    </message>
    <message>
        <source>Source code, bug reports and releases:</source>
        <translation>Codice sorgente, segnalazioni di errori e versioni:</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Riconoscimenti:</translation>
    </message>
    <message>
        <source>Licences (each link opens its text):</source>
        <translation>Licenze (ogni collegamento ne apre il testo):</translation>
    </message>
    <message>
        <source>About Bura Desktop</source>
        <translation>Informazioni su Bura Desktop</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, a faccia in giù</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
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
        <translation>La partita salvata continua. --players e --level valgono per una nuova partita: Partita ▸ Nuova partita, oppure avvia Bura con --new-game.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</source>
        <translation>Si è verificato un errore in Bura Desktop (%1). Il gioco può continuare, ma è più sicuro riavviarlo. Non è stato possibile scrivere un file di registro.</translation>
    </message>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</source>
        <translation>Si è verificato un errore in Bura Desktop (%1). Il gioco può continuare, ma è più sicuro riavviarlo. I dettagli sono nel file di registro:
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
        <translation>Impossibile aprire</translation>
    </message>
    <message>
        <source>Bura Desktop could not open %1</source>
        <translation>Bura Desktop non è riuscito ad aprire %1</translation>
    </message>
    <message>
        <source>Open it with your file manager or browser. (%1)</source>
        <translation>Aprilo con il gestore di file o con il browser. (%1)</translation>
    </message>
    <message>
        <source>no program to open it</source>
        <translation>nessun programma per aprirlo</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 non è installato</translation>
    </message>
    <message>
        <source>%1 ended with status %2</source>
        <translation>%1 è terminato con lo stato %2</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The language of menus, messages and rules.</source>
        <translation>La lingua di menu, messaggi e regole.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Bura.</source>
        <translation>La nuova lingua vale dal prossimo avvio di Bura.</translation>
    </message>
    <message>
        <source>Ask before claiming 31</source>
        <translation>Chiedi conferma prima di chiamare 31</translation>
    </message>
    <message>
        <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
        <translation>Un 31 sbagliato costa fiches o la mano, quindi chiedi ancora prima di chiamare.</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>Chiamate:</translation>
    </message>
    <message>
        <source>Warn me before a costly move</source>
        <translation>Avvisami prima di una mossa costosa</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</source>
        <translation>Prima di una mossa che l’analisi dell’Esperto segnerebbe come errore, il tavolo dice perché e propone di ritirarla. Parla solo quando l’Esperto è sicuro; le mani in cui parla contano come aiutate, come con i suggerimenti.</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Allenatore:</translation>
    </message>
</context>
<context>
    <name>HandFilters</name>
    <message>
        <source>All rules</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Tutti gli avversari</translation>
    </message>
    <message>
        <source>Only hands with at least one opponent of this level.</source>
        <translation>Solo mani con almeno un avversario di questo livello.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Rigioca questa mano</translation>
    </message>
    <message>
        <source>A new game that deals these same cards again.</source>
        <translation>Una nuova partita che distribuisce di nuovo queste stesse carte.</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Analizza questa mano</translation>
    </message>
    <message>
        <source>Watch the hand again while the Expert weighs each of your decisions.</source>
        <translation>Rivedi la mano mentre l’Esperto valuta ogni tua decisione.</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Prossima mano (N)</translation>
    </message>
    <message>
        <source>Deal the next hand. Key: N.</source>
        <translation>Distribuisci la mano successiva. Tasto: N.</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Fine della mano</translation>
    </message>
    <message>
        <source>net chips</source>
        <translation>fiches nette</translation>
    </message>
    <message>
        <source>hands won</source>
        <translation>mani vinte</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>punti di penalità</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>punti</translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n coperta</numerusform>
            <numerusform>+ %n coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal seed %1</source>
        <translation>Mescolata n. %1</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Torna alla tua partita</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Lascia la mano di prova e torna alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The host deals the next hand</source>
        <translation>La prossima mano la dà l&apos;ospite</translation>
    </message>
    <message>
        <source>The table goes on when the host deals.</source>
        <translation>Si continua quando l&apos;ospite dà le carte.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Storico delle mani</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Avversari:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rivedi</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy the hand as text, to paste anywhere.</source>
        <translation>Copia la mano come testo, da incollare ovunque.</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Salva come…</translation>
    </message>
    <message>
        <source>Save the hand as a text file.</source>
        <translation>Salva la mano in un file di testo.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Watch a hand copied as text.</source>
        <translation>Guarda una mano copiata come testo.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Watch a hand from a text file.</source>
        <translation>Guarda una mano da un file di testo.</translation>
    </message>
    <message>
        <source>No hands are recorded yet.</source>
        <translation>Non ci sono ancora mani registrate.</translation>
    </message>
    <message>
        <source>No recorded hand matches these filters.</source>
        <translation>Nessuna mano registrata corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>claim of 31</source>
        <translation>dichiarazione di 31</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>dichiarazione sbagliata</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>dichiarazione di combinazione</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>giocata fino in fondo</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>più punti</translation>
    </message>
    <message>
        <source>Won: %1</source>
        <translation>Vinta: %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Persa: %1</translation>
    </message>
    <message>
        <source>%1 (chips: %2)</source>
        <translation>%1 (fiches: %2)</translation>
    </message>
    <message>
        <source>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</source>
        <translation>Questa mano è stata registrata senza le sue mosse (da una versione precedente, o ripresa da una partita salvata), quindi non si può rivedere.</translation>
    </message>
    <message>
        <source>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</source>
        <translation>Questa mano non si rigioca come è stata registrata, quindi non viene mostrata (la registrazione può essere danneggiata, o le regole sono cambiate): %1</translation>
    </message>
    <message>
        <source>The hand is copied as text.</source>
        <translation>La mano è copiata come testo.</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Salva mano</translation>
    </message>
    <message>
        <source>Bura hands (*.txt)</source>
        <translation>Mani di Bura (*.txt)</translation>
    </message>
    <message>
        <source>The hand could not be saved: %1</source>
        <translation>Impossibile salvare la mano: %1</translation>
    </message>
    <message>
        <source>This is far too much text to be a hand.</source>
        <translation>Questo è troppo testo per essere una mano.</translation>
    </message>
    <message>
        <source>The hand is saved as text.</source>
        <translation>La mano è salvata come testo.</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Apri mano</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Impossibile leggere il file: %1</translation>
    </message>
    <message>
        <source>This file is far too large to be a hand.</source>
        <translation>Questo file è troppo grande per essere una mano.</translation>
    </message>
    <message>
        <source>This file is not text, so it is not a hand.</source>
        <translation>Questo file non è testo, quindi non è una mano.</translation>
    </message>
    <message>
        <source>The hand could not be read. Line %1: %2</source>
        <translation>Impossibile leggere la mano. Riga %1: %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Apri un tavolo</translation>
    </message>
    <message>
        <source>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</source>
        <translation>Inizia una nuova partita con le regole e i giocatori delle preferenze. Spunta i posti che gli amici in questa rete possono prendere: finché nessuno si siede gioca il computer, e di nuovo se se ne va.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is open to a person</source>
        <translation>Il posto «%1» è aperto a una persona</translation>
    </message>
    <message>
        <source>how the others see you</source>
        <translation>come ti vedono gli altri</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <source>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</source>
        <translation>Quanto si può pensare a una mossa prima che il computer giochi quel posto; al ritorno il posto torna alla persona.</translation>
    </message>
    <message>
        <source>A computer takes over after:</source>
        <translation>Il computer subentra dopo:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <source>Players join with the table&apos;s code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</source>
        <translation>I giocatori entrano con il codice del tavolo, che questa finestra mostra quando il tavolo è aperto. Un firewall su questo computer deve lasciar raggiungere questa porta (TCP).</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite over the internet</source>
        <translation>Invita via internet</translation>
    </message>
    <message>
        <source>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</source>
        <translation>Leggi questo codice a un amico, ovunque sia. Sceglie Partita ▸ Siediti a un tavolo… e lo scrive in Invito. Fa entrare una sola persona e scade quando il tavolo si chiude.</translation>
    </message>
    <message>
        <source>Making an invitation…</source>
        <translation>Creazione dell’invito…</translation>
    </message>
    <message>
        <source>What leaves this computer: the invitation goes through magic-wormhole&apos;s mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</source>
        <translation>Cosa esce da questo computer: l’invito passa per i server mailbox e relay di magic-wormhole. Vedono l’indirizzo internet di questo computer, quando giocate e quanto viene inviato; le carte, i nomi e i codici li attraversano cifrati.</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copia il codice</translation>
    </message>
    <message>
        <source>Waiting for your friend…</source>
        <translation>In attesa del tuo amico…</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Il codice è copiato.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</source>
        <translation>Qualcuno ha scritto un codice sbagliato (finora %1); l’invito resta aperto per quello giusto.</translation>
    </message>
    <message>
        <source>Your friend is in: they sit down at the table now.</source>
        <translation>Il tuo amico è entrato: ora si siede al tavolo.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</source>
        <translation>Il server degli inviti non è raggiungibile: forse questo computer è offline. Il gioco su questa rete funziona comunque.</translation>
    </message>
    <message>
        <source>Too many wrong codes were typed: this invitation is closed. Make a new one.</source>
        <translation>Troppi codici sbagliati: questo invito è chiuso. Creane uno nuovo.</translation>
    </message>
    <message>
        <source>This invitation has lapsed. Make a new one.</source>
        <translation>Questo invito è scaduto. Creane uno nuovo.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Siediti a un tavolo</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Cerco tavoli in questa rete…</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tavoli in questa rete:</translation>
    </message>
    <message>
        <source>for example 7-guitarist-revenge</source>
        <translation>per esempio 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code a host read out to you, to join a table anywhere on the internet.</source>
        <translation>Il codice che ti ha letto chi ospita, per sederti a un tavolo ovunque su internet.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Invito:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>per esempio 192.168.1.20</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Indirizzo dell&apos;ospite:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Codice del tavolo:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Siediti</translation>
    </message>
    <message>
        <source>%1&apos;s table (another version of Bura Desktop)</source>
        <translation>Tavolo di %1 (altra versione di Bura Desktop)</translation>
    </message>
    <message numerus="yes">
        <source>%n open seat(s)</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, game on, %3</source>
        <translation>Tavolo di %1, %2 giocatori, partita in corso, %3</translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, %3</source>
        <translation>Tavolo di %1, %2 giocatori, %3</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The cards and their points</source>
        <translation>Le carte e i loro punti</translation>
    </message>
    <message>
        <source>That card is worth nothing: lead %1, worth 11.</source>
        <translation>Quella carta non vale niente: apri con %1, che vale 11.</translation>
    </message>
    <message>
        <source>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</source>
        <translation>Con %1 hai vinto la presa: i suoi punti vanno nelle tue prese. Chi vince la presa apre di nuovo: apri con %2, che vale 10, e guarda chi la prende.</translation>
    </message>
    <message>
        <source>Lead %2 this time, to see who takes its 10 points.</source>
        <translation>Stavolta apri con %2, per vedere chi prende i suoi 10 punti.</translation>
    </message>
    <message>
        <source>%1 beat your ten and took the trick&apos;s 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</source>
        <translation>%1 ha battuto il tuo dieci e preso i 21 punti della presa. Le 36 carte valgono 120 punti: chi ha 31 punti nelle sue prese e chiama 31 vince la mano.</translation>
    </message>
    <message>
        <source>Beating a card</source>
        <translation>Battere una carta</translation>
    </message>
    <message>
        <source>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</source>
        <translation>%1 apre con %2. La batte una carta più alta dello stesso seme, oppure una briscola. Batti %2.</translation>
    </message>
    <message>
        <source>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</source>
        <translation>Hai vinto la presa, quindi apri tu. Apri con %1: non vale niente, quindi non perdi nulla se la prende %2.</translation>
    </message>
    <message>
        <source>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</source>
        <translation>%1 apre con %2 e non hai una carta di fiori più alta. Ma la carta sotto il tallone rende briscola %3, e una briscola batte ogni carta di un altro seme. Batti %2.</translation>
    </message>
    <message>
        <source>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</source>
        <translation>Una carta è battuta da una più alta del suo seme, e una briscola batte ogni altro seme. Una carta che non batte si scarta, e la carta migliore prende la presa.</translation>
    </message>
    <message>
        <source>Several cards at once</source>
        <translation>Più carte insieme</translation>
    </message>
    <message>
        <source>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</source>
        <translation>%1 apre con due carte dello stesso seme, %2: devi rispondere con due carte. Non puoi batterle entrambe, quindi scartane due e regala il meno possibile.</translation>
    </message>
    <message>
        <source>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</source>
        <translation>%1 apre con %2. Per prendere due carte devi battere ciascuna con una carta tua. Scegli due carte che lo fanno, poi premi Gioca.</translation>
    </message>
    <message>
        <source>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</source>
        <translation>Ora apri tu. Puoi aprire con una, due o tre carte, tutte dello stesso seme: apri con %1 insieme.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play: they are led together.</source>
        <translation>Scegli entrambe le carte %1 e premi Gioca: si giocano insieme.</translation>
    </message>
    <message>
        <source>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick&apos;s winner.</source>
        <translation>Un&apos;apertura di più carte si batte solo carta per carta. Ciò che non può battere si scarta, e i punti scartati vanno a chi vince la presa.</translation>
    </message>
    <message>
        <source>The stock and the trump</source>
        <translation>Il tallone e la briscola</translation>
    </message>
    <message>
        <source>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</source>
        <translation>La carta scoperta sotto il tallone è la carta di briscola: in questa mano la briscola è %1, ed è l&apos;ultima carta pescata. Apri con %2.</translation>
    </message>
    <message>
        <source>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</source>
        <translation>Tre carte di un seme che non è briscola sono una molodka: dichiarala (D) prima dell&apos;apertura e l&apos;apertura è tua, a meno che chi doveva aprire non mostri una combinazione pari o migliore.</translation>
    </message>
    <message>
        <source>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</source>
        <translation>Questa è la Bura. Per cominciare, imposta gli avversari su Principiante nelle Preferenze (Giocatori); lì trovi anche tutte le regole e queste varianti del gioco.</translation>
    </message>
    <message>
        <source>This lesson goes on with %1: lead it.</source>
        <translation>Questa lezione continua con %1: apri con quella.</translation>
    </message>
    <message>
        <source>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</source>
        <translation>Le carte valgono punti: asso 11, dieci 10, re 4, donna 3, fante 2; dal nove al sei niente. Nello stesso ordine sono anche più alte: il dieci sopra il re. Apri tu: apri con la carta che vale di più, %1.</translation>
    </message>
    <message>
        <source>This lesson goes on with %2: lead it.</source>
        <translation>Questa lezione continua con %2: apri con quella.</translation>
    </message>
    <message>
        <source>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</source>
        <translation>%1 ha vinto la presa e ha pescato prima di te: dopo ogni presa si torna a tre carte in mano, a cominciare da chi ha vinto. Batti %2.</translation>
    </message>
    <message>
        <source>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</source>
        <translation>Quando il tallone non basta più per tutti, nessuno pesca: il resto, carta di briscola compresa, si mette da parte e la mano si finisce con le carte in mano.</translation>
    </message>
    <message>
        <source>Counting to 31</source>
        <translation>Contare fino a 31</translation>
    </message>
    <message>
        <source>Lead %1 together.</source>
        <translation>Apri con %1 insieme.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play.</source>
        <translation>Scegli entrambe le carte %1 e premi Gioca.</translation>
    </message>
    <message>
        <source>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</source>
        <translation>Conta le tue prese: 11 + 10 + 4 + 0 = 25 punti. Non sei ancora a 31, quindi non chiamare: apri con %1.</translation>
    </message>
    <message>
        <source>Lead %1: it is worth 11.</source>
        <translation>Apri con %1: vale 11.</translation>
    </message>
    <message>
        <source>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</source>
        <translation>25 più 11 fa 36: 31 o più. Chiama 31 ora (C, o il pulsante 31!): le tue prese vengono mostrate e contate, e vinci la mano.</translation>
    </message>
    <message>
        <source>You have 31 or more: claim now, before you play on.</source>
        <translation>Hai 31 o più: chiama 31 ora, prima di continuare a giocare.</translation>
    </message>
    <message>
        <source>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</source>
        <translation>Chiamare 31 con meno di 31 è sbagliato e ti costa tante fiches quante ne ha il piatto. In una partita vera nessuno conta per te: tieni tu il conto.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Combinazioni</translation>
    </message>
    <message>
        <source>Declare your three clubs (D): the lead becomes yours.</source>
        <translation>Dichiara le tue tre carte di fiori (D): l&apos;apertura passa a te.</translation>
    </message>
    <message>
        <source>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</source>
        <translation>L&apos;apertura è tua. Apri con tutte e tre le carte %1: per prendere la presa, %2 deve batterle tutte.</translation>
    </message>
    <message>
        <source>Choose all three %1 and press Play.</source>
        <translation>Scegli tutte e tre le carte %1 e premi Gioca.</translation>
    </message>
    <message>
        <source>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</source>
        <translation>Anche tre assi ti danno l&apos;apertura. Tre briscole sono una Bura, la combinazione migliore: dichiarata, vince subito la mano.</translation>
    </message>
    <message>
        <source>Bura and the pot</source>
        <translation>La Bura e il piatto</translation>
    </message>
    <message>
        <source>Each player put a chip in the pot to play this hand; the hand&apos;s winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</source>
        <translation>Ogni giocatore ha messo una fiche nel piatto per giocare questa mano; chi vince la mano prende tutto. Hai tre briscole, una Bura: dichiarala (D) e vinci subito.</translation>
    </message>
    <message>
        <source>Declare your Bura (D): it wins the hand at once.</source>
        <translation>Dichiara la tua Bura (D): vince subito la mano.</translation>
    </message>
    <message>
        <source>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</source>
        <translation>Il piatto è tuo. Un 31 sbagliato costa tante fiches quante ne ha il piatto, versate nel piatto; se le carte finiscono senza che nessuno chiami 31, il piatto aspetta la mano successiva. Le tue fiches sono sotto il tuo nome.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Altri modi di giocare</translation>
    </message>
    <message>
        <source>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</source>
        <translation>Kozel: quattro carte a testa, nessuno chiama 31, e chi ha più punti alla fine prende il piatto.</translation>
    </message>
    <message>
        <source>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</source>
        <translation>La serie del foglio delle regole: ogni mano vinta vale un punto e vince chi arriva prima a tre; conta solo una Bura dichiarata aprendo.</translation>
    </message>
    <message>
        <source>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</source>
        <translation>Punti di penalità: le mani si giocano fino in fondo, pochi punti costano punti di penalità, e chi arriva a 12 perde.</translation>
    </message>
    <message>
        <source>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</source>
        <translation>%1 non batte %2: una carta è battuta solo da una più alta del suo seme, o da una briscola.</translation>
    </message>
    <message>
        <source>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</source>
        <translation>%1 non battono %2: ogni carta dell&apos;apertura vuole una carta sua che la batta, più alta e del suo seme, o una briscola.</translation>
    </message>
    <message>
        <source>%1 would give %2 points to the trick&apos;s winner: throw cards worth less.</source>
        <translation>Con %1 daresti %2 punti a chi vince la presa: scarta carte che valgono meno.</translation>
    </message>
    <message>
        <source>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</source>
        <translation>Le tue prese valgono %1 punti, meno di 31: chiamare 31 sarebbe sbagliato e ti costerebbe fiches.</translation>
    </message>
</context>
<context>
    <name>LessonsRoom</name>
    <message>
        <source>&amp;Start the lessons</source>
        <translation>&amp;Inizia le lezioni</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <source>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</source>
        <translation>Non conosci la Bura? Imparala in dieci minuti a questo tavolo, giocando. Aiuto ▸ Impara a giocare riapre le lezioni.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Watch the deal.</source>
        <translation>Guarda la distribuzione delle carte.</translation>
    </message>
    <message>
        <source>Bura — lesson, not counted</source>
        <translation>Bura — lezione, non conta</translation>
    </message>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lezione %1 di %2: %3</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <comment>lesson 3 of 8: its title</comment>
        <translation>%1/%2: %3</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Indietro</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Lezione successiva</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Salta</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fine</translation>
    </message>
    <message>
        <source>&amp;Coach me in real games</source>
        <translation>&amp;Allenatore nelle partite vere</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would call a mistake, the table says so.</source>
        <translation>Prima di una mossa che l’analisi dell’Esperto chiamerebbe un errore, il tavolo lo dice.</translation>
    </message>
    <message>
        <source>Try a hand of Kozel</source>
        <translation>Prova una mano di Kozel</translation>
    </message>
    <message>
        <source>Try a hand of the series</source>
        <translation>Prova una mano della serie</translation>
    </message>
    <message>
        <source>Try a hand with penalty points</source>
        <translation>Prova una mano con punti di penalità</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</source>
        <translation>Gioca con buon senso ma sbaglia il conto dei punti e dimentica le carte, quindi a volte chiama 31 troppo presto o troppo tardi.</translation>
    </message>
    <message>
        <source>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</source>
        <translation>Gioca secondo le tattiche note: adesca con carte basse, conserva le briscole per gli attacchi e chiama 31 appena li ha.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</source>
        <translation>Pensa qualche mossa avanti sulle carte che gli altri possono avere, e conta con esattezza.</translation>
    </message>
    <message>
        <source>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</source>
        <translation>Pensa più a lungo (circa due secondi a mossa) e gioca le ultime prese alla perfezione. Come ogni livello, non vede mai una carta coperta.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Hand %1: %2. Click to open it in the history.</source>
        <translation>Mano %1: %2. Clicca per aprirla nello storico.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Il tuo tavolo è aperto</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Per sedersi al tavolo si usa questo codice:</translation>
    </message>
    <message>
        <source>Address: %1, port %2.</source>
        <translation>Indirizzo: %1, porta %2.</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Al tavolo:</translation>
    </message>
    <message>
        <source>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</source>
        <translation>Inizia quando tutti sono seduti. Il computer gioca ogni posto aperto che nessuno ha preso, e il posto di chi se ne va finché non torna.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Invite over the internet…</source>
        <translation>Invita via internet…</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>%1: at the table</source>
        <translation>%1 — al tavolo</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player (else %1, %2)</source>
        <translation>Posto aperto: in attesa di una persona (altrimenti %1, %2)</translation>
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
        <translation>La mano raccontata a parole</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
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
        <translation>Prova: giochi da questo punto della replica. Questa mano non conta.</translation>
    </message>
    <message>
        <source>You sit down at the host&apos;s table.</source>
        <translation>Ti siedi al tavolo dell&apos;ospite.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>La partita salvata riprende da dove era stata lasciata.</translation>
    </message>
    <message>
        <source>Practice, not counted: %1</source>
        <translation>Prova, non conta: %1</translation>
    </message>
    <message>
        <source>Start a new game? The hand in progress and its pot will be lost.</source>
        <translation>Iniziare una nuova partita? La mano in corso e il suo piatto andranno persi.</translation>
    </message>
    <message>
        <source>Bura — practice hand, not counted</source>
        <translation>Bura — mano di prova, non conta</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Bura.</source>
        <translation>La nuova lingua vale dal prossimo avvio di Bura.</translation>
    </message>
    <message>
        <source>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</source>
        <translation>Le nuove regole e i nuovi giocatori richiedono una nuova partita. Iniziarla ora? La partita sul tavolo finisce: le sue fiches, la classifica e il piatto vanno persi.</translation>
    </message>
    <message>
        <source>The game on the table goes on under its rules; the new rules and players start with your next new game.</source>
        <translation>La partita sul tavolo continua con le sue regole; le nuove regole e i nuovi giocatori valgono dalla tua prossima nuova partita.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Pro&amp;ssima mano</translation>
    </message>
    <message>
        <source>&amp;Back to your game</source>
        <translation>&amp;Torna alla tua partita</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Lascia la mano di prova e torna alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>Apri un &amp;tavolo…</translation>
    </message>
    <message>
        <source>&amp;Invite over the internet…</source>
        <translation>&amp;Invita via internet…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Siediti a un tavolo…</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>S&amp;uoni</translation>
    </message>
    <message>
        <source>Sounds of the cards and chips on or off. Key: M.</source>
        <translation>Suoni delle carte e delle fiches, attivati o disattivati. Tasto: M.</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>S&amp;torico…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Cronaca</translation>
    </message>
    <message>
        <source>The hand told in words, beside the table.</source>
        <translation>La mano raccontata a parole, accanto al tavolo.</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Impara a &amp;giocare</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Apri la cartella del &amp;registro</translation>
    </message>
    <message>
        <source>&amp;About Bura</source>
        <translation>&amp;Informazioni su Bura</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>So&amp;und (no sound device)</source>
        <translation>S&amp;uoni (nessun dispositivo audio)</translation>
    </message>
    <message>
        <source>No sound device was found: the game is silent.</source>
        <translation>Nessun dispositivo audio trovato: il gioco è muto.</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Suoni attivi</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Suoni disattivati</translation>
    </message>
    <message>
        <source>Play the chosen cards; when the hand is over, the panel&apos;s button</source>
        <translation>Gioca le carte scelte; a mano finita, il pulsante del riquadro</translation>
    </message>
    <message>
        <source>Choose or put back the first to ninth card</source>
        <translation>Scegli o rimetti a posto dalla prima alla nona carta</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare what your hand holds (Bura, Molodka…)</source>
        <translation>Dichiara ciò che hai in mano (Bura, Molodka…)</translation>
    </message>
    <message>
        <source>Bet blind</source>
        <translation>Punta al buio</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Move the ring over your cards</source>
        <translation>Sposta la cornice sulle tue carte</translation>
    </message>
    <message>
        <source>Ring your first or your last card</source>
        <translation>Cornice sulla prima o sull&apos;ultima carta</translation>
    </message>
    <message>
        <source>Choose or put back the ringed card</source>
        <translation>Scegli o rimetti a posto la carta incorniciata</translation>
    </message>
    <message>
        <source>Go between the table, the buttons and the log</source>
        <translation>Passa tra il tavolo, i pulsanti e la cronaca</translation>
    </message>
    <message>
        <source>Cancel a question on the table; leave full screen</source>
        <translation>Annullare una domanda sul tavolo; uscire dallo schermo intero</translation>
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
        <translation>tre assi</translation>
    </message>
    <message>
        <source>molodka</source>
        <translation>molodka</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>quattro assi</translation>
    </message>
    <message>
        <source>four trumps</source>
        <translation>quattro briscole</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>invito</translation>
    </message>
    <message>
        <source>pot won</source>
        <translation>piatto vinto</translation>
    </message>
    <message>
        <source>pot split</source>
        <translation>piatto diviso</translation>
    </message>
    <message>
        <source>false claim</source>
        <translation>31 sbagliato</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>giocata fino in fondo</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>puntata al buio</translation>
    </message>
    <message>
        <source>the pot shared at the session&apos;s end</source>
        <translation>piatto diviso a fine sessione</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Taglio per decidere chi dà le carte: %1.</translation>
    </message>
    <message>
        <source>You cut the highest card and deal first.</source>
        <translation>Hai tagliato la carta più alta e dai le carte nella prima mano.</translation>
    </message>
    <message>
        <source>%1 cut the highest card and deals first.</source>
        <translation>%1 ha tagliato la carta più alta e dà le carte nella prima mano.</translation>
    </message>
    <message>
        <source>Hand %1: you deal. Trump %2 (%3).</source>
        <translation>Mano %1: dai tu. Briscola %2 (%3).</translation>
    </message>
    <message>
        <source>Hand %2: %1 deals. Trump %3 (%4).</source>
        <translation>Mano %2: dà %1. Briscola %3 (%4).</translation>
    </message>
    <message>
        <source>%1 face down</source>
        <comment>the player&apos;s own cards, named</comment>
        <translation>%1 a faccia in giù</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n carta coperta</numerusform>
            <numerusform>%n carte coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1.</source>
        <translation>Apri con %1.</translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <translation>%1 apre con %2.</translation>
    </message>
    <message>
        <source>You beat it with %1</source>
        <translation>Batti con %1</translation>
    </message>
    <message>
        <source>%1 beat it with %2</source>
        <translation>%1 batte con %2</translation>
    </message>
    <message>
        <source>You threw %1</source>
        <translation>Scarti %1</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 scarta %2</translation>
    </message>
    <message>
        <source>and take the trick.</source>
        <translation>e prendi la presa.</translation>
    </message>
    <message>
        <source>and takes the trick.</source>
        <translation>e prende la presa.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Prendi la presa.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 prende la presa.</translation>
    </message>
    <message>
        <source>and take %1.</source>
        <translation>e prendi %1.</translation>
    </message>
    <message>
        <source>and takes %2.</source>
        <translation>e prende %2.</translation>
    </message>
    <message>
        <source>You take %1.</source>
        <translation>Prendi %1.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 prende %2.</translation>
    </message>
    <message>
        <source>You declare %1: %2.</source>
        <translation>Dichiari %1: %2.</translation>
    </message>
    <message>
        <source>%1 declares %2: %3.</source>
        <translation>%1 dichiara %2: %3.</translation>
    </message>
    <message>
        <source>You take the lead.</source>
        <translation>Tocca a te aprire.</translation>
    </message>
    <message>
        <source>%1 takes the lead.</source>
        <translation>Tocca a %1 aprire.</translation>
    </message>
    <message>
        <source>You bet blind.</source>
        <translation>Punti al buio.</translation>
    </message>
    <message>
        <source>%1 bets blind.</source>
        <translation>%1 punta al buio.</translation>
    </message>
    <message>
        <source>You draw the trump indicator.</source>
        <translation>Peschi la carta di briscola.</translation>
    </message>
    <message>
        <source>%1 draws the trump indicator.</source>
        <translation>%1 pesca la carta di briscola.</translation>
    </message>
    <message>
        <source>The session is over: %1 win.</source>
        <translation>La partita è finita: vincono %1.</translation>
    </message>
    <message>
        <source>The session is over: %1 wins.</source>
        <translation>La partita è finita: vince %1.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>il piatto</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from you to %1 (%2).</source>
        <translation>
            <numerusform>%n fiche da te a %1 (%2).</numerusform>
            <numerusform>%n fiches da te a %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to you (%2).</source>
        <translation>
            <numerusform>%n fiche da %1 a te (%2).</numerusform>
            <numerusform>%n fiches da %1 a te (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to %2 (%3).</source>
        <translation>
            <numerusform>%n fiche da %1 a %2 (%3).</numerusform>
            <numerusform>%n fiches da %1 a %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <comment>a seat and its count</comment>
        <translation>tu %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat and its count</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Chips: %1; in the pot %2.</source>
        <translation>Fiches: %1; nel piatto %2.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Punteggio: %1.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you win the hand.</source>
        <translation>Hai chiamato 31. Giusto: %1 punti, vinci la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, wins the hand.</source>
        <translation>%1 ha chiamato 31. Giusto: %2 punti, vince la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
        <translation>Hai chiamato 31. Giusto: %1 punti, prendi il piatto di %2.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
        <translation>%1 ha chiamato 31. Giusto: %2 punti, prende il piatto di %3.</translation>
    </message>
    <message>
        <source>Bura! You win the hand.</source>
        <translation>Bura! Vinci la mano.</translation>
    </message>
    <message>
        <source>%1: Bura! Wins the hand.</source>
        <translation>%1: Bura! Vince la mano.</translation>
    </message>
    <message>
        <source>You win with %1.</source>
        <translation>Vinci con %1.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 vince con %2.</translation>
    </message>
    <message>
        <source>Most points: you score no penalty points.</source>
        <translation>Più punti: nessun punto di penalità per te.</translation>
    </message>
    <message>
        <source>Most points: %1 scores no penalty points.</source>
        <translation>Più punti: nessun punto di penalità per %1.</translation>
    </message>
    <message>
        <source>Most points: %1 score no penalty points.</source>
        <translation>Più punti: nessun punto di penalità per %1.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, nobody wins the hand.</source>
        <translation>Giocata fino in fondo: nessuno ha chiamato 31, nessuno vince la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; you lose the hand.</source>
        <translation>Hai chiamato 31. Sbagliato: solo %1 punti; perdi la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points and loses the hand.</source>
        <translation>%1 ha chiamato 31. Sbagliato: solo %2 punti, perde la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; nobody wins the hand.</source>
        <translation>Hai chiamato 31. Sbagliato: solo %1 punti; nessuno vince la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</source>
        <translation>%1 ha chiamato 31. Sbagliato: solo %2 punti; nessuno vince la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
        <translation>Hai chiamato 31. Sbagliato: solo %1 punti; il piatto cresce.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
        <translation>%1 ha chiamato 31. Sbagliato: solo %2 punti; il piatto cresce.</translation>
    </message>
    <message>
        <source>Bura! You take the pot of %1.</source>
        <translation>Bura! Prendi il piatto di %1.</translation>
    </message>
    <message>
        <source>The trump indicator is set aside: it cannot refill every hand.</source>
        <translation>La carta di briscola si mette da parte: non basta per tutti.</translation>
    </message>
    <message numerus="yes">
        <source>The stock (%n card(s)) and the trump indicator are set aside: they cannot refill every hand.</source>
        <translation>
            <numerusform>Il tallone (%n carta) e la carta di briscola si mettono da parte: non bastano per tutti.</numerusform>
            <numerusform>Il tallone (%n carte) e la carta di briscola si mettono da parte: non bastano per tutti.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Bura! Takes the pot of %2.</source>
        <translation>%1: Bura! Prende il piatto di %2.</translation>
    </message>
    <message>
        <source>You win with %1 and take the pot of %2.</source>
        <translation>Vinci con %1 e prendi il piatto di %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2, takes the pot of %3.</source>
        <translation>%1 vince con %2, prende il piatto di %3.</translation>
    </message>
    <message>
        <source>Most points: you take the pot.</source>
        <translation>Più punti: prendi il piatto.</translation>
    </message>
    <message>
        <source>Most points: %1 takes the pot.</source>
        <translation>Più punti: %1 prende il piatto.</translation>
    </message>
    <message>
        <source>Most points: %1 take the pot.</source>
        <translation>Più punti: %1 prendono il piatto.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, the pot stays for the next hand.</source>
        <translation>Giocata fino in fondo: nessuno ha chiamato 31, il piatto resta per la prossima mano.</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Invitations across the internet meet on magic-wormhole&apos;s public mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</source>
        <translation>Gli inviti via internet si incontrano sui server pubblici mailbox e relay di magic-wormhole. Vedono l’indirizzo internet di questo computer, quando giochi e quanto viene inviato, mai una carta, un nome o un codice. Per usare server tuoi (README: Play with friends anywhere), indicane gli indirizzi; lascia vuoti entrambi i campi per quelli pubblici. Il gioco sulla rete locale non usa alcun server.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Server mailbox:</translation>
    </message>
    <message>
        <source>Relay server:</source>
        <translation>Server relay:</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1.</source>
        <translation>L’indirizzo del server mailbox è del tipo ws://example.org:4000/v1.</translation>
    </message>
    <message>
        <source>The relay server is an address like tcp:example.org:4001.</source>
        <translation>L’indirizzo del server relay è del tipo tcp:example.org:4001.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <source>The statistics file is in use by another copy of Bura Desktop; %n record(s) will be saved when it is free.</source>
        <translation>
            <numerusform>Il file delle statistiche è usato da un&apos;altra copia di Bura Desktop; %n voce sarà salvata quando sarà libero.</numerusform>
            <numerusform>Il file delle statistiche è usato da un&apos;altra copia di Bura Desktop; %n voci saranno salvate quando sarà libero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your statistics could not be written (the disk is full); %n record(s) will be saved when there is room.</source>
        <translation>
            <numerusform>Non è stato possibile scrivere le statistiche (il disco è pieno); %n voce sarà salvata quando ci sarà spazio.</numerusform>
            <numerusform>Non è stato possibile scrivere le statistiche (il disco è pieno); %n voci saranno salvate quando ci sarà spazio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the statistics: %n hand(s) that could not be read from the file.</source>
        <translation>
            <numerusform>Escluse dalle statistiche: %n mano che non è stato possibile leggere dal file.</numerusform>
            <numerusform>Escluse dalle statistiche: %n mani che non è stato possibile leggere dal file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the statistics file could not be kept (%1).</source>
        <translation>
            <numerusform>Non è stato possibile conservare %n voce in attesa del file delle statistiche (%1).</numerusform>
            <numerusform>Non è stato possibile conservare %n voci in attesa del file delle statistiche (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Rule preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Invito</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Fiches iniziali</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Durata della partita</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità dell&apos;animazione</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dorso delle carte</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Dimensione delle carte</translation>
    </message>
    <message>
        <source>Points assist</source>
        <translation>Aiuto punti</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound without animation</source>
        <translation>Suono senza animazione</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Confirm before claiming</source>
        <translation>Conferma prima di chiamare 31</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>Invitation mailbox</source>
        <translation>Server mailbox degli inviti</translation>
    </message>
    <message>
        <source>Invitation relay</source>
        <translation>Server relay degli inviti</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Generali</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: a file is in the way.</source>
        <translation>Impossibile usare la cartella %1: al suo posto c&apos;è un file.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2.</source>
        <translation>Impossibile creare la cartella %1: %2.</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: it is not a folder.</source>
        <translation>Impossibile usare la cartella %1: non è una cartella.</translation>
    </message>
    <message>
        <source>Cannot write to the folder %1: it is read-only.</source>
        <translation>Impossibile scrivere nella cartella %1: è di sola lettura.</translation>
    </message>
    <message>
        <source>%1 Settings, statistics and the saved game are not kept this time.</source>
        <translation>%1 Questa volta impostazioni, statistiche e partita salvata non vengono conservate.</translation>
    </message>
    <message>
        <source>%1 Your settings are read, but changes to them are not kept.</source>
        <translation>%1 Le impostazioni vengono lette, ma le loro modifiche non vengono conservate.</translation>
    </message>
    <message>
        <source>%1 The saved game is read, but the game played now and its hands are not kept.</source>
        <translation>%1 La partita salvata viene letta, ma la partita in corso e le sue mani non vengono conservate.</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</source>
        <translation>Le opzioni delle regole nelle tue impostazioni non vanno d&apos;accordo, quindi si usa la variante «%1» senza modifiche: %2</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the classic rules are used: %1</source>
        <translation>Le opzioni delle regole nelle tue impostazioni non vanno d&apos;accordo, quindi si usano le regole classiche: %1</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</source>
        <translation>Le impostazioni sono state salvate da una versione più recente di Bura Desktop; quelle che questa versione non conosce restano invariate.</translation>
    </message>
    <message>
        <source>The %1 settings were not valid; using the defaults.</source>
        <translation>Le impostazioni «%1» non erano valide; si usano quelle predefinite.</translation>
    </message>
    <message>
        <source>%1 %2 was not valid; using the default.</source>
        <translation>%1: il valore %2 non era valido; si usa quello predefinito.</translation>
    </message>
    <message>
        <source>The rule options were not valid; using the preset&apos;s.</source>
        <translation>Le opzioni delle regole non erano valide; si usano quelle della variante.</translation>
    </message>
    <message>
        <source>Rule option “%1” is set elsewhere in the settings; ignoring it.</source>
        <translation>L&apos;opzione «%1» si imposta altrove nelle impostazioni; qui viene ignorata.</translation>
    </message>
    <message>
        <source>Rule option “%1” = %2 was not valid; using the preset&apos;s.</source>
        <translation>L&apos;opzione «%1» = %2 non era valida; si usa quella della variante.</translation>
    </message>
    <message>
        <source>The opponents %1 were not valid (1 to %2 are allowed); using the default.</source>
        <translation>Gli avversari %1 non erano validi (ne sono ammessi da 1 a %2); si usa l&apos;impostazione predefinita.</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s name %2 was not valid; using “%3”.</source>
        <translation>Il nome dell&apos;avversario %1 (%2) non era valido; si usa «%3».</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s level %2 was not valid; using “%3”.</source>
        <translation>Il livello dell&apos;avversario %1 (%2) non era valido; si usa «%3».</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>Impossibile leggere le impostazioni (%1); si usano quelle predefinite.</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</source>
        <translation>Il file delle impostazioni era illeggibile e non è stato possibile metterlo da parte (%1); si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</source>
        <translation>Il file delle impostazioni era illeggibile: è stato messo da parte come %1 e si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your settings were not saved. %1</source>
        <translation>Le impostazioni non sono state salvate. %1</translation>
    </message>
    <message>
        <source>Your settings were not saved (%1).</source>
        <translation>Le impostazioni non sono state salvate (%1).</translation>
    </message>
    <message>
        <source>The game could not be saved. %1</source>
        <translation>Impossibile salvare la partita. %1</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Impossibile salvare la partita (%1).</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1).</source>
        <translation>Impossibile leggere la partita salvata (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and could not be moved aside (%1).</source>
        <translation>La partita salvata era danneggiata e non è stato possibile metterla da parte (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and cannot be resumed; it was kept as %1.</source>
        <translation>La partita salvata era danneggiata e non si può riprendere; è stata conservata come %1.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</source>
        <translation>La partita salvata viene da una versione più recente di Bura Desktop e non è stato possibile metterla da parte (%1).</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</source>
        <translation>La partita salvata viene da una versione più recente di Bura Desktop e qui non si può riprendere; è stata conservata come %1.</translation>
    </message>
    <message>
        <source>The finished game&apos;s save could not be removed (%1).</source>
        <translation>Impossibile eliminare il salvataggio della partita finita (%1).</translation>
    </message>
    <message>
        <source>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</source>
        <translation>%1 ha esaurito il tempo per pensare e ha giocato la mossa migliore trovata fin lì: questo computer è troppo lento per il suo livello.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on. Start a new game.</source>
        <translation>La partita si è fermata per un errore e non può continuare. Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</source>
        <translation>La partita si è fermata per un errore e non può continuare; il suo salvataggio è stato conservato come %1. Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</source>
        <translation>La partita si è fermata per un errore e non può continuare; non è stato possibile mettere da parte il suo salvataggio (%1). Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The host closed the table. Start a game of your own.</source>
        <translation>L&apos;ospite ha chiuso il tavolo. Inizia una partita tua.</translation>
    </message>
    <message>
        <source>The host cut this table off. Start a game of your own.</source>
        <translation>L&apos;ospite ha escluso questo tavolo. Inizia una partita tua.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Start a game of your own.</source>
        <translation>La connessione con l&apos;ospite si è interrotta. Inizia una partita tua.</translation>
    </message>
    <message>
        <source>Statistics are off: %1</source>
        <translation>Statistiche disattivate: %1</translation>
    </message>
    <message>
        <source>Statistics are off: %1 could not be opened (%2).</source>
        <translation>Statistiche disattivate: impossibile aprire %1 (%2).</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</source>
        <translation>Il file delle statistiche è usato da un&apos;altra copia di Bura Desktop; le mani saranno salvate quando sarà libero.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</source>
        <translation>Non è stato possibile bloccare il profilo (%1): il gioco continua, ma una seconda copia di Bura Desktop avviata ora userebbe gli stessi file.</translation>
    </message>
    <message>
        <source>Your profile&apos;s folder cannot be written to (%1): the hands you play are kept until it can be.</source>
        <translation>Non si può scrivere nella cartella del profilo (%1): le mani giocate sono conservate finché non sarà possibile.</translation>
    </message>
    <message>
        <source>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</source>
        <translation>Ora non si possono scrivere le statistiche (il disco è pieno); le mani giocate sono conservate e salvate quando ci sarà spazio.</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1).</source>
        <translation>Le mani conservate per le statistiche a una chiusura precedente non si sono potute leggere (%1).</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</source>
        <translation>Le mani conservate per le statistiche a una chiusura precedente non si sono potute leggere (%1); il file è stato conservato come %2.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</source>
        <translation>Le statistiche sono state salvate da una versione più recente di Bura Desktop; questa versione le mostra ma non le aggiorna.</translation>
    </message>
    <message>
        <source>Statistics are off: the damaged statistics file could not be replaced (%1).</source>
        <translation>Statistiche disattivate: impossibile sostituire il file delle statistiche danneggiato (%1).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and could not be replaced, so statistics are off for now.</source>
        <translation>Il file delle statistiche era danneggiato e non è stato possibile sostituirlo, quindi per ora le statistiche sono disattivate.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</source>
        <translation>Il file delle statistiche era danneggiato: è stato messo da parte come %1 e sono iniziate nuove statistiche.</translation>
    </message>
    <message>
        <source>Statistics are off; this session&apos;s hands are kept in memory.</source>
        <translation>Statistiche disattivate; le mani di questa partita restano solo in memoria.</translation>
    </message>
    <message>
        <source>Statistics are off: they could not be saved (%1).</source>
        <translation>Statistiche disattivate: non è stato possibile salvarle (%1).</translation>
    </message>
    <message>
        <source>The statistics could not be exported (%1).</source>
        <translation>Impossibile esportare le statistiche (%1).</translation>
    </message>
    <message>
        <source>Statistics are off, so there is nothing to reset.</source>
        <translation>Le statistiche sono disattivate: non c&apos;è niente da azzerare.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</source>
        <translation>Il file delle statistiche è usato da un&apos;altra copia di Bura Desktop; riprova ad azzerare tra poco.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (%1).</source>
        <translation>Impossibile azzerare le statistiche (%1).</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Bet blind before you see your cards, or pass.</source>
        <translation>Punta al buio prima di vedere le carte, oppure passa.</translation>
    </message>
    <message>
        <source>No cards left: claim 31 if you have it, or pass.</source>
        <translation>Carte finite: dichiara 31 se li hai, oppure passa.</translation>
    </message>
    <message>
        <source>Before anyone declares: claim 31 if you have it, or pass.</source>
        <translation>Prima che qualcuno dichiari: dichiara 31 se li hai, oppure passa.</translation>
    </message>
    <message>
        <source>You may declare, claim 31 or pass.</source>
        <translation>Puoi dichiarare, chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>You may declare or pass.</source>
        <translation>Puoi dichiarare o passare.</translation>
    </message>
    <message numerus="yes">
        <source>Your answer: %n card(s) to beat the trick, or as few as one to throw.</source>
        <translation>
            <numerusform>Rispondi: %n carta per battere la presa, o anche una sola per scartare.</numerusform>
            <numerusform>Rispondi: %n carte per battere la presa, o anche una sola per scartare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
        <translation>
            <numerusform>Rispondi: scegli %n carta per battere la presa o per scartare.</numerusform>
            <numerusform>Rispondi: scegli %n carte per battere la presa o per scartare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead, or declare %1 and win the hand.</source>
        <translation>Tocca a te aprire, oppure dichiara %1 e vinci la mano.</translation>
    </message>
    <message>
        <source>Your lead: choose one card.</source>
        <translation>Tocca a te: scegli una carta.</translation>
    </message>
    <message>
        <source>Your lead: choose %1 cards of one suit.</source>
        <translation>Tocca a te: scegli %1 carte dello stesso seme.</translation>
    </message>
    <message>
        <source>Show a combination from your hand. Key: D.</source>
        <translation>Dichiara una combinazione delle tue carte. Tasto: D.</translation>
    </message>
    <message>
        <source>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</source>
        <translation>Mostra %1: prendi l&apos;apertura, a meno che chi apre non mostri una combinazione pari o migliore. Tasto: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand and the pot. Key: D.</source>
        <translation>Dichiara %1: vince la mano e il piatto. Tasto: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand. Key: D.</source>
        <translation>Dichiara %1: vince la mano. Tasto: D.</translation>
    </message>
    <message>
        <source>Look at your cards without betting blind. Key: P.</source>
        <translation>Guarda le carte senza puntare al buio. Tasto: P.</translation>
    </message>
    <message>
        <source>Go on without declaring or claiming 31. Key: P.</source>
        <translation>Continua senza dichiarare una combinazione o 31. Tasto: P.</translation>
    </message>
    <message>
        <source>Go on without declaring. Key: P.</source>
        <translation>Continua senza dichiarare una combinazione. Tasto: P.</translation>
    </message>
    <message>
        <source>Go on without claiming 31. Key: P.</source>
        <translation>Continua senza dichiarare 31. Tasto: P.</translation>
    </message>
    <message>
        <source>Go on without claiming, declaring or betting blind. Key: P.</source>
        <translation>Continua senza dichiarare 31, una combinazione o puntare al buio. Tasto: P.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>Answer with %n card(s).</source>
        <translation>
            <numerusform>Rispondi con %n carta.</numerusform>
            <numerusform>Rispondi con %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Select cards to play.</source>
        <translation>Scegli le carte da giocare.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>La mano è ancora in corso.</translation>
    </message>
    <message>
        <source>The session is over: start a new game.</source>
        <translation>La partita è finita: iniziane una nuova.</translation>
    </message>
    <message>
        <source>%1 tried an illegal action: %2</source>
        <translation>%1 ha tentato una mossa non valida: %2</translation>
    </message>
    <message>
        <source>Hints are not given at someone else&apos;s table.</source>
        <translation>Al tavolo di un altro non si danno suggerimenti.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next.</source>
        <translation>La mano è finita: distribuisci la prossima.</translation>
    </message>
    <message>
        <source>Claims are not part of these rules.</source>
        <translation>Con queste regole non si chiama 31.</translation>
    </message>
    <message>
        <source>You cannot claim now.</source>
        <translation>Ora non puoi chiamare 31.</translation>
    </message>
    <message>
        <source>%1 cannot claim now.</source>
        <translation>%1 ora non può chiamare 31.</translation>
    </message>
    <message>
        <source>An instant win has been declared: nobody may claim 31 any more.</source>
        <translation>È stata dichiarata una vittoria immediata: nessuno può più chiamare 31.</translation>
    </message>
    <message>
        <source>A blind bet is made before the first trick, by its leader, only.</source>
        <translation>Si punta al buio solo prima della prima presa, e solo chi apre.</translation>
    </message>
    <message>
        <source>Declarations are made at the start of a trick, before the lead.</source>
        <translation>Si dichiara all&apos;inizio di una presa, prima dell&apos;apertura.</translation>
    </message>
    <message>
        <source>You cannot declare %1 now.</source>
        <translation>Ora non puoi dichiarare %1.</translation>
    </message>
    <message>
        <source>%1 cannot declare %2 now.</source>
        <translation>%1 ora non può dichiarare %2.</translation>
    </message>
    <message>
        <source>You have nothing to pass on now: play cards.</source>
        <translation>Ora non puoi passare: gioca delle carte.</translation>
    </message>
    <message>
        <source>%1 has nothing to pass on now: play cards.</source>
        <translation>%1 ora non può passare: deve giocare delle carte.</translation>
    </message>
    <message>
        <source>You are asked to declare, claim or pass before the lead.</source>
        <translation>Prima dell&apos;apertura devi dichiarare, chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>%1 is asked to declare, claim or pass before the lead.</source>
        <translation>%1 prima dell&apos;apertura deve dichiarare, chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>You are asked to declare or pass before the lead.</source>
        <translation>Prima dell&apos;apertura devi dichiarare o passare.</translation>
    </message>
    <message>
        <source>%1 is asked to declare or pass before the lead.</source>
        <translation>%1 prima dell&apos;apertura deve dichiarare o passare.</translation>
    </message>
    <message>
        <source>Before the lead you may claim 31 or pass.</source>
        <translation>Prima dell&apos;apertura puoi chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>Before the lead %1 may claim 31 or pass.</source>
        <translation>Prima dell&apos;apertura %1 può chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>No cards are left to play: you may claim or pass.</source>
        <translation>Carte finite: puoi chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>No cards are left to play: %1 may claim or pass.</source>
        <translation>Carte finite: %1 può chiamare 31 o passare.</translation>
    </message>
    <message>
        <source>You bet blind or pass before the first trick.</source>
        <translation>Prima della prima presa punti al buio o passi.</translation>
    </message>
    <message>
        <source>%1 bets blind or passes before the first trick.</source>
        <translation>Prima della prima presa %1 punta al buio o passa.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Non hai %1 in mano.</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1 non ha %2 in mano.</translation>
    </message>
    <message>
        <source>A lead must be of one suit.</source>
        <translation>Un&apos;apertura dev&apos;essere di un solo seme.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>A lead has %1 cards, not %2.</source>
        <translation>Un&apos;apertura è di %1 carte, non di %2.</translation>
    </message>
    <message>
        <source>A lead of %1 cards is more than another player&apos;s hand of %2.</source>
        <translation>Un&apos;apertura di %1 carte supera le carte in mano a un altro giocatore (%2).</translation>
    </message>
    <message>
        <source>A lead is played face up.</source>
        <translation>Si apre a carte scoperte.</translation>
    </message>
    <message>
        <source>You cannot lead that.</source>
        <translation>Non puoi aprire con queste carte.</translation>
    </message>
    <message>
        <source>%1 cannot lead that.</source>
        <translation>%1 non può aprire con queste carte.</translation>
    </message>
    <message>
        <source>Cards go face down only with the closed-cards option.</source>
        <translation>Le carte si coprono solo con l&apos;opzione «Carte coperte».</translation>
    </message>
    <message>
        <source>You cannot play that.</source>
        <translation>Non puoi giocare queste carte.</translation>
    </message>
    <message>
        <source>%1 cannot play that.</source>
        <translation>%1 non può giocare queste carte.</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>A hand from the host&apos;s table could not be kept in your statistics.</source>
        <translation>Una mano del tavolo di chi ospita non è stata salvata nelle tue statistiche.</translation>
    </message>
    <message>
        <source>This hand is not in the history (yet), so it cannot be reviewed.</source>
        <translation>Questa mano non è (ancora) nello storico, quindi non si può analizzare.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Rivedi la mano</translation>
    </message>
    <message>
        <source>First</source>
        <translation>All’inizio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Alla fine</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</source>
        <translation>Riprendi il tuo posto da questo punto e continua con le stesse carte: il resto del mazzo come era stato distribuito, i computer pensano di nuovo. Non conta nelle statistiche.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions.</source>
        <translation>L’Esperto valuta ogni tua decisione.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
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
        <translation>Analisi dell’Esperto</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Decisione %v di %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions…</source>
        <translation>L’Esperto sta valutando ogni tua decisione…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>The review stopped: its process failed.</source>
        <translation>L’analisi si è interrotta: il suo processo non è riuscito.</translation>
    </message>
    <message>
        <source>No other move was worth weighing here.</source>
        <translation>Nessun’altra mossa meritava di essere valutata qui.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Analisi: %1</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>la scelta dell’Esperto</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>va bene</translation>
    </message>
    <message>
        <source>%1 was the Expert&apos;s choice.</source>
        <translation>%1 era la scelta dell’Esperto.</translation>
    </message>
    <message>
        <source>%1 was fine: %2 was hardly better (within the review&apos;s margin).</source>
        <translation>%1 andava bene: %2 era appena meglio (entro il margine dell’analisi).</translation>
    </message>
    <message>
        <source>slight inaccuracy: better %1 (%2).</source>
        <translation>lieve imprecisione: meglio %1 (%2).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>Accuracy %1%: %2 of %3 decisions the Expert&apos;s choice or fine, slight inaccuracies: %4, mistakes: %5.</source>
        <translation>Precisione %1%: %2 decisioni su %3 come quelle dell’Esperto o buone, lievi imprecisioni: %4, errori: %5.</translation>
    </message>
    <message>
        <source>They cost %1 points of winning chance on average.</source>
        <translation>In media sono costate %1 punti di probabilità di vittoria.</translation>
    </message>
    <message>
        <source>Estimated loss %1.</source>
        <translation>Perdita stimata: %1.</translation>
    </message>
    <message>
        <source>missed a claim with %1 points</source>
        <translation>dichiarazione mancata con %1 punti</translation>
    </message>
    <message>
        <source>wrong claim with %1 points; better: %2</source>
        <translation>dichiarazione sbagliata con %1 punti; meglio: %2</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have taken the trick</source>
        <translation>scartato %1 dove %2 avrebbe preso la presa</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have given away fewer points</source>
        <translation>scartato %1 dove %2 avrebbe regalato meno punti</translation>
    </message>
    <message>
        <source>took the trick with %1 where %2 would have taken it too</source>
        <translation>presa fatta con %1 dove sarebbe bastato %2</translation>
    </message>
    <message>
        <source>better: %1</source>
        <translation>meglio: %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 fiches</translation>
    </message>
    <message>
        <source>%1% chance</source>
        <translation>%1% di probabilità</translation>
    </message>
    <message>
        <source>%1 penalty points</source>
        <translation>%1 punti di penalità</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>costo %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1 sampled deals of the unseen cards)</source>
        <translation>(%1 distribuzioni estratte delle carte non viste)</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>In questa mano non avevi decisioni da prendere.</translation>
    </message>
    <message>
        <source>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</source>
        <translation>I valori sono le fiches che una mossa valeva in media nella mano (un piatto riportato contato in parti uguali), come le stima l’Esperto da ciò che potevi vedere allora.</translation>
    </message>
    <message>
        <source>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</source>
        <translation>I valori sono la probabilità di vincere la mano dopo una mossa, come la stima l’Esperto da ciò che potevi vedere allora.</translation>
    </message>
    <message>
        <source>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</source>
        <translation>I valori sono i punti di penalità che una mossa portava in media (meno è meglio), come li stima l’Esperto da ciò che potevi vedere allora.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>Foglio delle regole</translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation>Kozel</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punti di penalità</translation>
    </message>
    <message>
        <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
        <translation>La forma comune: 3 carte, aperture da 1 a 3 carte, Bura, tre assi e molodka, chiamata del 31, fiches nel piatto. Da 2 a 6 giocatori.</translation>
    </message>
    <message>
        <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
        <translation>Il foglio delle regole stampato: la Bura si dichiara solo aprendo, un 31 sbagliato perde la mano, chi vince per primo 3 mani vince la partita. Da 2 a 4 giocatori.</translation>
    </message>
    <message>
        <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
        <translation>4 carte, aperture da 1 o 3, quattro assi vincono, niente 31: ogni mano si gioca fino in fondo e chi ha più punti prende il piatto. Da 2 a 5 giocatori.</translation>
    </message>
    <message>
        <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
        <translation>Ogni mano si gioca fino in fondo e si conta in punti di penalità; chi raggiunge il limite perde e vince il totale più basso. Da 2 a 4 giocatori.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>Cards a lead may have</source>
        <translation>Carte per apertura</translation>
    </message>
    <message>
        <source>Who may declare</source>
        <translation>Chi può dichiarare</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Tre assi</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Quattro assi</translation>
    </message>
    <message>
        <source>Four trumps</source>
        <translation>Quattro briscole</translation>
    </message>
    <message>
        <source>Closed cards</source>
        <translation>Carte coperte</translation>
    </message>
    <message>
        <source>Moscow answers</source>
        <translation>Risposte moscovite</translation>
    </message>
    <message>
        <source>Blind Bura</source>
        <translation>Bura al buio</translation>
    </message>
    <message>
        <source>End of the stock</source>
        <translation>Fine del tallone</translation>
    </message>
    <message>
        <source>Claims of 31</source>
        <translation>Chiamata del 31</translation>
    </message>
    <message>
        <source>A wrong claim</source>
        <translation>Un 31 sbagliato</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Hands to win a series</source>
        <translation>Mani per vincere una serie</translation>
    </message>
    <message>
        <source>Penalty limit</source>
        <translation>Limite di penalità</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Prossimo mazziere</translation>
    </message>
    <message>
        <source>Stop when broke</source>
        <translation>Fine a fiches esaurite</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Quanti siedono al tavolo, te compreso.</translation>
    </message>
    <message>
        <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
        <translation>36 carte (dal sei all&apos;asso), o 32 senza i sei. Entrambi i mazzi valgono 120 punti.</translation>
    </message>
    <message>
        <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
        <translation>Quante carte tiene ognuno: 3, o 4 come nel Kozel. Con 4 carte la Bura è tre briscole qualsiasi delle quattro.</translation>
    </message>
    <message>
        <source>One card at a time round the table, or each player&apos;s whole hand at once.</source>
        <translation>Una carta alla volta in giro, o a ciascuno tutta la mano in una volta.</translation>
    </message>
    <message>
        <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
        <translation>Quante carte dello stesso seme può giocare insieme chi apre. Ogni altro giocatore risponde con altrettante carte.</translation>
    </message>
    <message>
        <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
        <translation>Ogni giocatore a ogni presa: chiunque abbia una combinazione può dichiararla prima di ogni apertura. Solo chi apre: dichiara solo chi sta per aprire, e la Bura è l&apos;unica combinazione.</translation>
    </message>
    <message>
        <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
        <translation>Tre assi in mano. Prossima apertura: dichiararli ti fa aprire dopo. Vince la mano: dichiararli vince subito.</translation>
    </message>
    <message>
        <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
        <translation>Tre carte di uno stesso seme non di briscola. Dichiararle ti fa aprire dopo.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
        <translation>Con mani da 4 carte, dichiarare quattro assi vince la mano, sopra la Bura.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
        <translation>Con mani da 4 carte, dichiarare quattro briscole vince la mano, sopra la Bura (la forma «prigione»).</translation>
    </message>
    <message>
        <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
        <translation>Una risposta che non batte va coperta, e anche una risposta che batte si può coprire (allora non vince). Le carte coperte si mostrano solo quando un 31 scopre le prese.</translation>
    </message>
    <message>
        <source>Face-down answers allowed</source>
        <translation>Risposte coperte ammesse</translation>
    </message>
    <message>
        <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Chi risponde può giocare meno carte dell&apos;apertura (almeno una); una tale risposta non vince la presa.</translation>
    </message>
    <message>
        <source>Shorter answers allowed</source>
        <translation>Risposte più corte ammesse</translation>
    </message>
    <message>
        <source>First leader may bet blind</source>
        <translation>Chi esce può puntare al buio</translation>
    </message>
    <message>
        <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
        <translation>Metti da parte: se il tallone non basta per tutti, nessuno pesca e il resto, carta di briscola compresa, si mette da parte senza guardarlo. Pesca fino in fondo: si pesca finché ci sono carte; la carta di briscola è l&apos;ultima pescata.</translation>
    </message>
    <message>
        <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
        <translation>Un giocatore può dichiarare di avere 31 punti nelle prese e vincere così la mano. Senza chiamate ogni mano si gioca fino in fondo.</translation>
    </message>
    <message>
        <source>Players may claim 31</source>
        <translation>I giocatori possono chiamare 31</translation>
    </message>
    <message>
        <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
        <translation>Un 31 con 30 punti o meno. Raddoppia il piatto: chi ha chiamato aggiunge tante fiches quante ne ha il piatto, che resta in gioco. Perde la mano: la vincono gli altri.</translation>
    </message>
    <message>
        <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
        <translation>Fiches nel piatto: chi vince la mano prende il piatto. Serie: un punto per mano vinta. Punti di penalità: le mani si giocano fino in fondo e si penalizzano coi punti delle carte. Più punti: le mani si giocano fino in fondo e chi ha più punti prende il piatto.</translation>
    </message>
    <message>
        <source>Stake (chips each player antes)</source>
        <translation>Invito (fiches che ognuno mette nel piatto)</translation>
    </message>
    <message>
        <source>The chips each player puts in the pot when a new pot starts.</source>
        <translation>Le fiches che ognuno mette quando inizia un nuovo piatto.</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Fiches iniziali</translation>
    </message>
    <message>
        <source>The chips every player starts a session with.</source>
        <translation>Le fiches con cui ognuno inizia una partita.</translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation>Mani per partita</translation>
    </message>
    <message>
        <source>The session ends after this many hands; with no limit, when you stop.</source>
        <translation>La partita finisce dopo tante mani; senza limite, quando smetti tu.</translation>
    </message>
    <message>
        <source>End the session when a bankroll hits 0</source>
        <translation>Fine della partita quando qualcuno resta senza fiches</translation>
    </message>
    <message>
        <source>Series scoring: the first player to win this many hands wins the session.</source>
        <translation>Serie: il primo a vincere tante mani vince la partita.</translation>
    </message>
    <message>
        <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
        <translation>Penalità: chi raggiunge tanti punti di penalità perde, e vince il totale più basso.</translation>
    </message>
    <message>
        <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
        <translation>Chi chiama: chi ha chiamato 31 dà la prossima mano, giusto o sbagliato (dopo una Bura, chi l&apos;ha vinta). A turno: il mazzo gira a ogni mano.</translation>
    </message>
    <message>
        <source>Claim after the last trick</source>
        <translation>Chiamata dopo l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Pot scoring: the session ends when anyone&apos;s bankroll reaches 0.</source>
        <translation>Col piatto: la partita finisce quando le fiches di qualcuno arrivano a 0.</translation>
    </message>
    <message>
        <source>36 cards</source>
        <translation>36 carte</translation>
    </message>
    <message>
        <source>32 cards (no sixes)</source>
        <translation>32 carte (senza i sei)</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 carte</translation>
    </message>
    <message>
        <source>4 cards (Kozel)</source>
        <translation>4 carte (Kozel)</translation>
    </message>
    <message>
        <source>One card at a time</source>
        <translation>Una carta alla volta</translation>
    </message>
    <message>
        <source>Whole hands at once</source>
        <translation>Mani intere in una volta</translation>
    </message>
    <message>
        <source>A last chance to claim needs claims of 31.</source>
        <translation>L&apos;ultima occasione di chiamare richiede la chiamata del 31.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Prima apertura</translation>
    </message>
    <message>
        <source>Next lead</source>
        <translation>Apertura successiva</translation>
    </message>
    <message>
        <source>Last chance to claim</source>
        <translation>Ultima occasione di chiamare</translation>
    </message>
    <message>
        <source>Who leads a hand&apos;s first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer&apos;s right, and the dealer plays second. Play always goes clockwise.</source>
        <translation>Chi apre la prima presa della mano. A sinistra del mazziere: quel giocatore. A destra del mazziere: il giocatore alla sua destra, e il mazziere gioca per secondo. Si gioca sempre in senso orario.</translation>
    </message>
    <message>
        <source>The trick&apos;s winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</source>
        <translation>Chi vince la presa: chi prende una presa apre la successiva. A giro: dopo ogni presa l&apos;apertura passa al giocatore successivo, chiunque l&apos;abbia vinta (regolamento per 3 o 4 giocatori).</translation>
    </message>
    <message>
        <source>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</source>
        <translation>Una regola della casa. No: chi non ha chiamato 31 quando si gioca l&apos;ultima carta ha perso l&apos;occasione, e la mano si gioca fino in fondo. Sì: dopo l&apos;ultima presa ogni giocatore, a partire da chi l&apos;ha vinta, può ancora chiamare una volta.</translation>
    </message>
    <message>
        <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</source>
        <translation>Solo col piatto. Prima di vedere le carte, il primo ad aprire può puntare al buio: se vince la mano incassa 3 × invito da ogni avversario; altrimenti paga 3 × invito al vincitore, o nel piatto se non vince nessuno.</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>A sinistra del mazziere</translation>
    </message>
    <message>
        <source>Right of the dealer (dealer second)</source>
        <translation>A destra del mazziere (lui secondo)</translation>
    </message>
    <message>
        <source>The trick&apos;s winner</source>
        <translation>Chi vince la presa</translation>
    </message>
    <message>
        <source>Round the table</source>
        <translation>A giro</translation>
    </message>
    <message>
        <source>Anyone, at every trick start</source>
        <translation>Chiunque, a ogni presa</translation>
    </message>
    <message>
        <source>Only the leader (Bura only)</source>
        <translation>Solo chi apre (solo Bura)</translation>
    </message>
    <message>
        <source>Not a combination</source>
        <translation>Non è una combinazione</translation>
    </message>
    <message>
        <source>Gives the next lead</source>
        <translation>Dà la prossima apertura</translation>
    </message>
    <message>
        <source>Wins the hand</source>
        <translation>Vince la mano</translation>
    </message>
    <message>
        <source>Set the rest aside</source>
        <translation>Metti da parte il resto</translation>
    </message>
    <message>
        <source>Draw it out</source>
        <translation>Pesca fino in fondo</translation>
    </message>
    <message>
        <source>Claimer doubles the pot</source>
        <translation>Chi chiama raddoppia il piatto</translation>
    </message>
    <message>
        <source>Claimer loses the hand</source>
        <translation>Chi chiama perde la mano</translation>
    </message>
    <message>
        <source>Chips in a pot</source>
        <translation>Fiches nel piatto</translation>
    </message>
    <message>
        <source>Series of hands</source>
        <translation>Serie di mani</translation>
    </message>
    <message>
        <source>Most points take the pot</source>
        <translation>Più punti prendono il piatto</translation>
    </message>
    <message>
        <source>The claimer</source>
        <translation>Chi chiama</translation>
    </message>
    <message>
        <source>In turn</source>
        <translation>A turno</translation>
    </message>
    <message>
        <source>%1: %2 is not a possible value.</source>
        <translation>%1: %2 non è un valore possibile.</translation>
    </message>
    <message>
        <source>4-card hands are for 2 to 5 players, not %1.</source>
        <translation>Le mani da 4 carte sono per 2-5 giocatori, non %1.</translation>
    </message>
    <message>
        <source>Bura is played by 2 to 6 players, not %1.</source>
        <translation>La Bura si gioca da 2 a 6 giocatori, non %1.</translation>
    </message>
    <message>
        <source>Choose how many cards a lead may have.</source>
        <translation>Scegli quante carte può avere un&apos;apertura.</translation>
    </message>
    <message>
        <source>A lead of a single card must always be allowed.</source>
        <translation>Un&apos;apertura di una sola carta deve essere sempre permessa.</translation>
    </message>
    <message>
        <source>%1 can only be declared with 4 cards in hand.</source>
        <translation>%1 si può dichiarare solo con 4 carte in mano.</translation>
    </message>
    <message>
        <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
        <translation>%1 non si può dichiarare quando dichiara solo chi apre: allora la Bura è l&apos;unica combinazione.</translation>
    </message>
    <message>
        <source>%1 plays every hand out, so claims must be off.</source>
        <translation>%1 gioca ogni mano fino in fondo, quindi le chiamate del 31 vanno spente.</translation>
    </message>
    <message>
        <source>%1 needs claims: without them nobody wins a hand.</source>
        <translation>%1 richiede la chiamata del 31: senza, nessuno vince una mano.</translation>
    </message>
    <message>
        <source>%1 has no pot to double: a wrong claim must lose the hand.</source>
        <translation>%1 non ha un piatto da raddoppiare: una chiamata sbagliata deve perdere la mano.</translation>
    </message>
    <message>
        <source>Blind Bura needs scoring with chips in a pot.</source>
        <translation>La Bura al buio richiede il punteggio con le fiches nel piatto.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bura, il gioco classico&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Carte.&lt;/b&gt; 36 carte, A 10 K Q J 9 8 7 6 in ogni seme. Punti: asso 11, dieci 10, re 4, donna 3, fante 2, le altre 0; 120 in tutto. La carta sotto il tallone indica la briscola.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Una presa.&lt;/b&gt; Chi apre gioca 1, 2 o 3 carte dello stesso seme. Ogni altro giocatore risponde con altrettante carte, di qualsiasi seme. Una risposta batte la giocata migliore finora se ogni sua carta può essere abbinata a una carta diversa che la batte: una più alta dello stesso seme, o una briscola contro una non briscola. Chi alla fine ha la giocata migliore prende tutte le carte, pesca per primo dal tallone e apre la presa successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dichiarazioni.&lt;/b&gt; Prima di un&apos;apertura, chi ha la &lt;b&gt;Bura&lt;/b&gt; (tre briscole) può mostrarla e vince subito la mano; dopo nessuno può più chiamare 31. &lt;b&gt;Tre assi&lt;/b&gt; o una &lt;b&gt;molodka&lt;/b&gt; (tre carte di un seme non di briscola) danno l&apos;apertura. Chi doveva aprire la conserva mostrando una combinazione pari o migliore.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Chiamare 31.&lt;/b&gt; Al tuo turno puoi dichiarare che le tue prese valgono 31 punti o più. Giusto: prendi il piatto. Sbagliato: paghi quanto c&apos;è nel piatto, che resta in gioco. Nessuno può riguardare le proprie prese, quindi conta a mente. Chiama in tempo: dopo l&apos;ultima carta nessuno può chiamare, e non vince nessuno.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Giocare al tavolo.&lt;/b&gt; Clicca le carte per sceglierle (anche i tasti 1-3), poi Gioca (Invio); un doppio clic gioca una carta da sola. C chiama 31, D dichiara, N dà la prossima mano. H chiede un suggerimento al computer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nobody claims 31: every hand is played out.</source>
        <translation>Nessuno chiama 31: ogni mano si gioca fino in fondo.</translation>
    </message>
    <message>
        <source>A wrong claim loses the hand to everyone else.</source>
        <translation>Una chiamata sbagliata perde la mano a favore di tutti gli altri.</translation>
    </message>
    <message>
        <source>Every lead is a single card.</source>
        <translation>Si apre sempre con una sola carta.</translation>
    </message>
    <message>
        <source>A lead has %1 cards, all of one suit.</source>
        <translation>Si apre con %1 carte dello stesso seme.</translation>
    </message>
    <message>
        <source>Three aces are not a combination.</source>
        <translation>I tre assi non sono una combinazione.</translation>
    </message>
    <message>
        <source>Three aces win the hand at once, like a Bura.</source>
        <translation>I tre assi vincono subito la mano, come una Bura.</translation>
    </message>
    <message>
        <source>After the last trick each player, its winner first, has one last chance to claim 31.</source>
        <translation>Dopo l&apos;ultima presa ogni giocatore, a partire da chi l&apos;ha vinta, ha un&apos;ultima occasione di chiamare 31.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads the first trick; the dealer plays second.</source>
        <translation>Il giocatore alla destra del mazziere apre la prima presa; il mazziere gioca per secondo.</translation>
    </message>
    <message>
        <source>The lead passes round the table after every trick, whoever won it; the winner still draws first.</source>
        <translation>L&apos;apertura passa a giro dopo ogni presa, chiunque l&apos;abbia vinta; chi vince la presa pesca comunque per primo.</translation>
    </message>
    <message>
        <source>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</source>
        <translation>Bura al buio: prima di guardare le carte, il primo ad aprire può puntare al buio. Se vince la mano incassa tre inviti da ogni avversario; altrimenti paga lui tre inviti.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pescare.&lt;/b&gt; Dopo ogni presa tutti pescano dal tallone, prima chi l&apos;ha vinta, una carta alla volta, finché ogni mano è di nuovo piena. Se il tallone non basta per tutte le mani, nessuno pesca: il resto, carta di briscola compresa, si mette da parte senza guardarlo e la mano si gioca fino in fondo con le carte in mano. Nessuno può aprire con più carte di quante ne abbia la mano più piccola tra chi deve rispondere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The most card points take the pot; a tie splits it.</source>
        <translation>Chi ha più punti prende il piatto; in caso di parità si divide.</translation>
    </message>
    <message>
        <source>No chips: each hand won scores one, and the first to %1 wins the session.</source>
        <translation>Senza fiches: ogni mano vinta vale uno, e chi arriva prima a %1 vince la partita.</translation>
    </message>
    <message>
        <source>A 32-card pack: the sixes are left out (still 120 card points).</source>
        <translation>Un mazzo di 32 carte: senza i sei (sempre 120 punti).</translation>
    </message>
    <message>
        <source>Each player holds 4 cards; a Bura is any three trumps among them.</source>
        <translation>Ognuno ha 4 carte; una Bura è una qualsiasi terna di briscole fra queste.</translation>
    </message>
    <message>
        <source>Each player&apos;s hand is dealt at once, not a card at a time.</source>
        <translation>Ogni mano si distribuisce tutta insieme, non una carta alla volta.</translation>
    </message>
    <message>
        <source>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</source>
        <translation>Può dichiarare solo chi apre, e solo una Bura: dichiarala (D) prima di aprire e vinci la mano. Giocate in una presa, tre briscole sono un&apos;apertura qualsiasi.</translation>
    </message>
    <message>
        <source>A molodka (three cards of one plain suit) is not a combination.</source>
        <translation>La molodka (tre carte di uno stesso seme non di briscola) non è una combinazione.</translation>
    </message>
    <message>
        <source>Four aces win the hand at once, above a Bura.</source>
        <translation>Quattro assi vincono subito la mano, sopra una Bura.</translation>
    </message>
    <message>
        <source>Four trumps win the hand at once, above a Bura.</source>
        <translation>Quattro briscole vincono subito la mano, sopra una Bura.</translation>
    </message>
    <message>
        <source>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</source>
        <translation>Carte coperte: una risposta che non batte va coperta, e anche una risposta che batte si può coprire (allora non vince).</translation>
    </message>
    <message>
        <source>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Risposte moscovite: si può rispondere con meno carte di quelle giocate in apertura (almeno una); una risposta così non vince la presa.</translation>
    </message>
    <message>
        <source>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</source>
        <translation>Quando il tallone non basta per tutti, si pesca finché ci sono carte; la carta di briscola sotto il tallone si pesca per ultima.</translation>
    </message>
    <message>
        <source>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</source>
        <translation>Senza fiches ma con punti di penalità: più punti 0, più di 31 ma non i più 2, da 1 a 31 punti 4, nessuno 6; una Bura costa 4 a tutti gli altri. Chi arriva a %2 perde la partita.</translation>
    </message>
    <message>
        <source>The deal passes to the next player after every hand, whoever won.</source>
        <translation>Dopo ogni mano le carte le dà il giocatore successivo, chiunque abbia vinto.</translation>
    </message>
    <message>
        <source>Different at this table</source>
        <translation>Diverso a questo tavolo</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>The rules at this table</source>
        <translation>Le regole a questo tavolo</translation>
    </message>
    <message>
        <source>Rules of Bura</source>
        <translation>Regole della Bura</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>beginner</source>
        <translation>principiante</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>on the player&apos;s own plate, beside You</comment>
        <translation>dai le carte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) won</source>
        <translation>
            <numerusform>%n mano vinta</numerusform>
            <numerusform>%n mani vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n punto di penalità</numerusform>
            <numerusform>%n punti di penalità</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n coperta</numerusform>
            <numerusform>+ %n coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dà le carte</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Masha</source>
        <translation>Maša</translation>
    </message>
    <message>
        <source>Kolya</source>
        <translation>Kolja</translation>
    </message>
    <message>
        <source>Sasha</source>
        <translation>Saša</translation>
    </message>
    <message>
        <source>Tanya</source>
        <translation>Tanja</translation>
    </message>
    <message>
        <source>Lyosha</source>
        <translation>Ljoša</translation>
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
        <translation>Vera</translation>
    </message>
    <message>
        <source>Grisha</source>
        <translation>Griša</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Daša</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generali</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Riporta ogni impostazione di ogni scheda al valore predefinito.</translation>
    </message>
    <message>
        <source>Choosing a preset sets every rule below to that form of the game.</source>
        <translation>Scegliere una variante imposta tutte le regole qui sotto su quella forma di gioco.</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Deal and deck</source>
        <translation>Distribuzione e mazzo</translation>
    </message>
    <message>
        <source>Leads and answers</source>
        <translation>Aperture e risposte</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Dichiarazioni</translation>
    </message>
    <message>
        <source>Stock and claims</source>
        <translation>Tallone e 31</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Quanti siedono al tavolo, te compreso.</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Giocatori al tavolo:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rete</translation>
    </message>
    <message>
        <source>New rules and players start a new game: you are asked first.</source>
        <translation>Nuove regole e giocatori iniziano una nuova partita: prima ti viene chiesto.</translation>
    </message>
    <message numerus="yes">
        <source>The game on the table has %n player(s), not the ones below; these settings seat the players of your next new game.</source>
        <translation>
            <numerusform>La partita sul tavolo ha %n giocatore, non quelli qui sotto; queste impostazioni valgono per la tua prossima nuova partita.</numerusform>
            <numerusform>La partita sul tavolo ha %n giocatori, non quelli qui sotto; queste impostazioni valgono per la tua prossima nuova partita.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Avversario %1</translation>
    </message>
    <message>
        <source>The name shown at this opponent&apos;s seat.</source>
        <translation>Il nome mostrato al posto di questo avversario.</translation>
    </message>
    <message>
        <source>How well this computer opponent plays, from beginner to expert.</source>
        <translation>Quanto bene gioca questo avversario, da principiante a esperto.</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Fiches e partita</translation>
    </message>
    <message>
        <source>Stake:</source>
        <translation>Invito:</translation>
    </message>
    <message>
        <source>Starting bankroll:</source>
        <translation>Fiches iniziali:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Nessun limite</translation>
    </message>
    <message>
        <source> hands</source>
        <translation> mani</translation>
    </message>
    <message>
        <source>Session length:</source>
        <translation>Durata della partita:</translation>
    </message>
    <message>
        <source>Four aces and four trumps need 4 cards in hand, so they are off.</source>
        <translation>Quattro assi e quattro briscole richiedono 4 carte in mano, quindi sono spenti.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination, so the others are off.</source>
        <translation>Quando dichiara solo chi apre, la Bura è l&apos;unica combinazione, quindi le altre sono spente.</translation>
    </message>
    <message>
        <source>This scoring plays every hand out, so claims of 31 are off.</source>
        <translation>Con questo punteggio ogni mano si gioca fino in fondo, quindi le chiamate del 31 sono spente.</translation>
    </message>
    <message>
        <source>This scoring needs claims of 31, so they are on.</source>
        <translation>Questo punteggio richiede la chiamata del 31, quindi è attiva.</translation>
    </message>
    <message>
        <source>Without claims of 31 there is no last chance to claim, so it is off.</source>
        <translation>Senza chiamate del 31 non c&apos;è un&apos;ultima occasione di chiamare, quindi è spenta.</translation>
    </message>
    <message>
        <source>Blind Bura is played only for chips in a pot, so it is off.</source>
        <translation>La Bura al buio si gioca solo con le fiches nel piatto, quindi è spenta.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players, so one opponent leaves the table.</source>
        <translation>Le mani da 4 carte sono per 5 giocatori al massimo, quindi un avversario lascia il tavolo.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination.</source>
        <translation>Quando dichiara solo chi apre, la Bura è l&apos;unica combinazione.</translation>
    </message>
    <message>
        <source>Only with 4 cards in hand.</source>
        <translation>Solo con 4 carte in mano.</translation>
    </message>
    <message>
        <source>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</source>
        <translation>Dipende dal punteggio: con le fiches nel piatto e la serie si vince chiamando 31; con i punti di penalità e con più punti ogni mano si gioca fino in fondo.</translation>
    </message>
    <message>
        <source>Only where players may claim 31.</source>
        <translation>Solo se i giocatori possono chiamare 31.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double, so a wrong claim loses the hand.</source>
        <translation>Nella serie non c&apos;è un piatto da raddoppiare, quindi una chiamata sbagliata perde la mano.</translation>
    </message>
    <message>
        <source>Only with chips in a pot.</source>
        <translation>Solo con le fiches nel piatto.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players.</source>
        <translation>Le mani da 4 carte sono per 5 giocatori al massimo.</translation>
    </message>
    <message>
        <source>Opponent %1 needs a name.</source>
        <translation>L&apos;avversario %1 ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double: a wrong claim now loses the hand.</source>
        <translation>Nella serie non c&apos;è un piatto da raddoppiare: ora una chiamata sbagliata perde la mano.</translation>
    </message>
    <message>
        <source>for %1 to %2 players</source>
        <translation>per %1-%2 giocatori</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>%n opzione cambiata</numerusform>
            <numerusform>%n opzioni cambiate</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems shown above first.</source>
        <translation>Correggi prima i problemi indicati sopra.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>You sat down at %1&apos;s table. The game starts when %1 starts it.</source>
        <translation>Sei al tavolo di %1. La partita inizia quando %1 la avvia.</translation>
    </message>
    <message>
        <source>%1 sat down at the table.</source>
        <translation>%1 è al tavolo.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 lascia il tavolo; il computer gioca il posto.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 è di nuovo al tavolo.</translation>
    </message>
    <message>
        <source>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</source>
        <translation>Un giocatore con un&apos;altra versione di Bura Desktop non ha potuto sedersi (versione del tavolo là %1, qui %2).</translation>
    </message>
    <message>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Il tavolo non si è potuto aprire sulla porta %1: %2</translation>
    </message>
    <message>
        <source>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</source>
        <translation>Questa partita è iniziata a un tavolo aperto in rete: Partita ▸ Apri un tavolo… lo riapre per i suoi giocatori.</translation>
    </message>
    <message>
        <source>The connection to the table dropped: dialling it again…</source>
        <translation>La connessione al tavolo è caduta: la ripristino…</translation>
    </message>
    <message>
        <source>You are back in your seat.</source>
        <translation>Sei di nuovo al tuo posto.</translation>
    </message>
    <message>
        <source>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</source>
        <translation>Un tavolo aperto inizia una nuova partita con chi si siede: la mano in corso e il suo piatto andranno persi. Aprire il tavolo?</translation>
    </message>
    <message>
        <source>The table is open. Players join at %1, port %2, with the code %3.</source>
        <translation>Il tavolo è aperto. I giocatori entrano da %1, porta %2, con il codice %3.</translation>
    </message>
    <message>
        <source>The table is open again. Its players come back at %1, port %2, with the code %3.</source>
        <translation>Il tavolo è di nuovo aperto. I giocatori tornano a %1, porta %2, con il codice %3.</translation>
    </message>
    <message>
        <source>Host a table first (Game ▸ Host a table…), then invite friends to it.</source>
        <translation>Prima apri un tavolo (Partita ▸ Apri un tavolo…), poi invita gli amici.</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Il tavolo è chiuso.</translation>
    </message>
    <message>
        <source>%1 did not move in time; a computer plays for them until they are back.</source>
        <translation>%1 non ha mosso in tempo; fino al ritorno il computer gioca quel posto.</translation>
    </message>
    <message>
        <source>You did not move in time; a computer plays for you until you are back.</source>
        <translation>Non hai mosso in tempo; finché non torni il computer gioca per te.</translation>
    </message>
    <message>
        <source>A computer plays for you</source>
        <translation>Il computer gioca per te</translation>
    </message>
    <message>
        <source>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</source>
        <translation>Non hai mosso in tempo, quindi per ora il computer gioca il tuo posto. La partita continua; riprendi il tuo posto quando vuoi.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Eccomi</translation>
    </message>
    <message>
        <source>That invitation code is not right: check it with the host.</source>
        <translation>Il codice d’invito non è giusto: controllalo con chi ospita.</translation>
    </message>
    <message>
        <source>No table answered this invitation: it may have been used or closed.</source>
        <translation>Nessun tavolo ha risposto a questo invito: forse è già stato usato o chiuso.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline.</source>
        <translation>Il server degli inviti non è raggiungibile: forse questo computer è offline.</translation>
    </message>
    <message>
        <source>This invitation has lapsed: ask the host for a new one.</source>
        <translation>Questo invito è scaduto: chiedine uno nuovo a chi ospita.</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table across the internet. Take it back now?</source>
        <translation>Hai un posto al tavolo di %1 via internet. Vuoi riprenderlo ora?</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table (%2, port %3). Take it back now?</source>
        <translation>Hai un posto al tavolo di %1 (%2, porta %3). Tornarci adesso?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Riprendi il mio posto</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Rinuncia al posto</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>L&apos;ospite non ha risposto.</translation>
    </message>
    <message>
        <source>The host could not be reached.</source>
        <translation>L&apos;ospite non è raggiungibile.</translation>
    </message>
    <message>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>A questo tavolo c&apos;è già qualcuno con questo nome: scegline un altro.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a few seconds and try again.</source>
        <translation>Troppi codici sbagliati: aspetta qualche secondo e riprova.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Siediti a un tavolo</translation>
    </message>
    <message>
        <source>The table&apos;s code is not right.</source>
        <translation>Il codice del tavolo non è giusto.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Tutti i posti aperti di questo tavolo sono occupati.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table.</source>
        <translation>Questo nome non si può usare a questo tavolo.</translation>
    </message>
    <message>
        <source>The host plays another version of Bura Desktop (table version %1, this one %2).</source>
        <translation>L&apos;ospite gioca un&apos;altra versione di Bura Desktop (versione del tavolo %1, questa %2).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</source>
        <translation>Bura Desktop è già in esecuzione con questo profilo (%1), ma la sua finestra non risponde. Chiudi quel gioco, o attendilo, e avvialo di nuovo.</translation>
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
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Questa partita</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>No session is being played.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Avversari:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifre</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Won and lost by opponent level</source>
        <translation>Vinte e perse per livello degli avversari</translation>
    </message>
    <message>
        <source>How hands ended</source>
        <translation>Come sono finite le mani</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Save the hands shown as a spreadsheet file.</source>
        <translation>Salva le mani mostrate come foglio di calcolo.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>Delete every recorded hand (a backup is kept).</source>
        <translation>Elimina tutte le mani registrate (si tiene una copia).</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mani vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Net chips</source>
        <translation>Fiches nette</translation>
    </message>
    <message>
        <source>Biggest pot won</source>
        <translation>Piatto più grande vinto</translation>
    </message>
    <message>
        <source>Claims right / wrong</source>
        <translation>31 giusti / sbagliati</translation>
    </message>
    <message>
        <source>Buras</source>
        <translation>Bure</translation>
    </message>
    <message>
        <source>Average card points</source>
        <translation>Punti medi</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Serie di vittorie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Hands with hints or points assist</source>
        <translation>Mani con suggerimenti o aiuto punti</translation>
    </message>
    <message>
        <source>Claim of 31</source>
        <translation>31 giusto</translation>
    </message>
    <message>
        <source>Wrong claim</source>
        <translation>31 sbagliato</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Dichiarazione</translation>
    </message>
    <message>
        <source>Played out</source>
        <translation>Giocata fino in fondo</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Più punti</translation>
    </message>
    <message>
        <source>Statistics are not being recorded.</source>
        <translation>Le statistiche non vengono registrate.</translation>
    </message>
    <message>
        <source>Hands won over the session</source>
        <translation>Mani vinte nella partita</translation>
    </message>
    <message>
        <source>Penalty points over the session</source>
        <translation>Punti di penalità nella partita</translation>
    </message>
    <message>
        <source>Bankroll over the session</source>
        <translation>Fiches nella partita</translation>
    </message>
    <message>
        <source>Net chips over all hands</source>
        <translation>Fiches nette su tutte le mani</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta statistiche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
        <translation>Eliminare tutte le mani registrate, di tutte le partite? Si tiene una copia di sicurezza delle statistiche.</translation>
    </message>
    <message>
        <source>The statistics were reset. The backup is %1.</source>
        <translation>Statistiche azzerate. La copia di sicurezza è %1.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Off</source>
        <translation>Spenta</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played; Off moves them at once.</source>
        <translation>Quanto velocemente si distribuiscono e giocano le carte; «Spenta» le sposta subito.</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animazione:</translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation>Atlas</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>The traditional Russian Atlas pack.</source>
        <translation>Il tradizionale mazzo russo Atlas.</translation>
    </message>
    <message>
        <source>Large indices and four suit colours, easy to read.</source>
        <translation>Indici grandi e quattro colori per i semi, facili da leggere.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Mazzo:</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <comment>card back</comment>
        <translation>Quello del mazzo</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>The back of every card face down.</source>
        <translation>Il dorso di ogni carta coperta.</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dorso delle carte:</translation>
    </message>
    <message>
        <source>Any colour for the cloth on the table, chosen in the colour picker.</source>
        <translation>Qualsiasi colore per il panno del tavolo, dal selettore dei colori.</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Panno verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Noce</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Antracite</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Colore del tavolo:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccole</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medie</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandi</translation>
    </message>
    <message>
        <source>How large the cards are drawn on the table.</source>
        <translation>Quanto grandi si disegnano le carte sul tavolo.</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Dimensione carte:</translation>
    </message>
    <message>
        <source>Show a running count of my card points</source>
        <translation>Mostra il conto dei miei punti</translation>
    </message>
    <message>
        <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
        <translation>Di solito non si possono riguardare le prese prima di chiamare 31. Con l&apos;aiuto il tavolo mostra i tuoi punti; le mani giocate così sono segnate nelle statistiche.</translation>
    </message>
    <message>
        <source>Points assist:</source>
        <translation>Aiuto punti:</translation>
    </message>
    <message>
        <source>Sort my cards by suit, trumps last</source>
        <translation>Ordina le mie carte per seme, briscole in fondo</translation>
    </message>
    <message>
        <source>Off: your cards stay in the order they were dealt and drawn.</source>
        <translation>Se spento, le carte restano nell&apos;ordine in cui sono state date e pescate.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>La tua mano:</translation>
    </message>
    <message>
        <source>Play sounds (M turns them on or off)</source>
        <translation>Riproduci i suoni (M li attiva o disattiva)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Suono:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>How loud the cards and chips sound.</source>
        <translation>Quanto forte suonano le carte e le fiches.</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Also when animation is off</source>
        <translation>Anche con l&apos;animazione disattivata</translation>
    </message>
    <message>
        <source>With animation off the table is silent unless this is chosen.</source>
        <translation>Con l&apos;animazione disattivata il tavolo resta in silenzio, se non si sceglie questo.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Altro colore…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Cards left to draw, besides the trump indicator.</source>
        <translation>Carte ancora da pescare, oltre alla briscola scoperta.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>The pot: whoever wins the hand takes it.</source>
        <translation>Il piatto: lo prende chi vince la mano.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Tallone %1</translation>
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
        <translation>Le tue carte. Sinistra e Destra si spostano tra le carte, Spazio ne sceglie una, Invio gioca le carte scelte, Tab passa ai pulsanti.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, scelta</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>scelta</translation>
    </message>
</context>
<context>
    <name>TrumpBadge</name>
    <message>
        <source>Trump %1 (%2)</source>
        <translation>Briscola %1 (%2)</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Briscola %1</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>The coach looks at your move…</source>
        <translation>L’allenatore esamina la tua mossa…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Al buio</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Play the chosen cards. Key: Enter.</source>
        <translation>Gioca le carte scelte. Tasto: Invio.</translation>
    </message>
    <message>
        <source>Claim that your pile holds 31 card points. Key: C.</source>
        <translation>Chiama 31: le tue prese valgono 31 punti. Tasto: C.</translation>
    </message>
    <message>
        <source>Bet blind, before seeing your cards. Key: B.</source>
        <translation>Punta al buio, prima di vedere le tue carte. Tasto: B.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Hint: play %1 face down. Press Play or Enter.</source>
        <translation>Suggerimento: gioca %1 a carte coperte. Premi Gioca o Invio.</translation>
    </message>
    <message>
        <source>Hint: play %1. Press Play or Enter.</source>
        <translation>Suggerimento: gioca %1. Premi Gioca o Invio.</translation>
    </message>
    <message>
        <source>Hint: claim 31 now (C).</source>
        <translation>Suggerimento: dichiara 31 ora (C).</translation>
    </message>
    <message>
        <source>Hint: declare %1 (D).</source>
        <translation>Suggerimento: dichiara %1 (D).</translation>
    </message>
    <message>
        <source>Hint: bet blind.</source>
        <translation>Suggerimento: punta al buio.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Suggerimento: passa.</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Gioca comunque</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Ritira la mossa</translation>
    </message>
    <message>
        <source>Coach: %1 looks costly; %2 is better.</source>
        <translation>Allenatore: %1 sembra una mossa costosa; meglio %2.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Dichiara %1</translation>
    </message>
    <message>
        <source>%1 Click the cards or press their numbers (H for a hint).</source>
        <translation>%1 Clicca le carte o premi i loro numeri (H per un suggerimento).</translation>
    </message>
    <message>
        <source>Lead %1: press Play or Enter.</source>
        <translation>Attacca con %1: premi Gioca o Invio.</translation>
    </message>
    <message>
        <source>%1 beats the trick: press Play or Enter.</source>
        <translation>%1 prende la presa: premi Gioca o Invio.</translation>
    </message>
    <message>
        <source>%1 does not beat the trick: it is thrown. Press Play or Enter.</source>
        <translation>%1 non prende la presa: si scarta. Premi Gioca o Invio.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Cerco una buona mossa…</translation>
    </message>
    <message>
        <source>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</source>
        <translation>Chiamare 31 adesso? Se le tue prese valgono meno di 31 punti, la chiamata è sbagliata e ti costa cara.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>%1 face down</source>
        <translation>%1 coperte</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>dichiarazione di 31</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>puntata al buio</translation>
    </message>
    <message>
        <source>Card points handed to the trick&apos;s winner</source>
        <translation>Punti regalati a chi prende la presa</translation>
    </message>
    <message>
        <source>Chance of a Bura of yours later in the hand</source>
        <translation>Probabilità di fare Bura più avanti nella mano</translation>
    </message>
    <message>
        <source>Chance of taking this trick and the lead</source>
        <translation>Probabilità di prendere questa presa e l’uscita</translation>
    </message>
    <message>
        <source>Chance of reaching 31 and claiming</source>
        <translation>Probabilità di arrivare a 31 e dichiararlo</translation>
    </message>
    <message>
        <source>Chance that another player claims 31</source>
        <translation>Probabilità che un altro giocatore dichiari 31</translation>
    </message>
    <message>
        <source>Chance that your opponent claims 31</source>
        <translation>Probabilità che l’avversario dichiari 31</translation>
    </message>
    <message>
        <source>Chance of winning the hand</source>
        <translation>Probabilità di vincere la mano</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2 with %3, %4 with %5.</source>
        <translation>%1: %2 con %3, %4 con %5.</translation>
    </message>
    <message>
        <source>It hands the trick&apos;s winner fewer points than %1.</source>
        <translation>Così a chi prende la presa vanno meno punti che con l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>It keeps a better chance of a Bura later than %1.</source>
        <translation>Così è più probabile fare Bura più avanti che con l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>It takes this trick and the lead more often than %1.</source>
        <translation>Così prendi questa presa e l&apos;uscita più spesso che con l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>It reaches 31 and claims more often than %1.</source>
        <translation>Così arrivi a 31 e lo dichiari più spesso che con l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>Another player claims 31 less often than after %1.</source>
        <translation>Così un altro giocatore dichiara 31 meno spesso che dopo l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>Your opponent claims 31 less often than after %1.</source>
        <translation>Così l’avversario dichiara 31 meno spesso che dopo l&apos;altra mossa (%1).</translation>
    </message>
    <message>
        <source>It wins the hand more often than %1.</source>
        <translation>Così vinci la mano più spesso che con l&apos;altra mossa (%1).</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>No hands played yet</source>
        <translation>Nessuna mano giocata finora</translation>
    </message>
</context>
</TS>
