<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>About</name>
    <message>
        <source>Every file of this bundle and its licence</source>
        <translation>Cada archivo de este paquete y su licencia</translation>
    </message>
    <message>
        <source>Bura Desktop: GNU GPL 3.0 or later</source>
        <translation>Bura Desktop: GNU GPL 3.0 o posterior</translation>
    </message>
    <message>
        <source>Atlas card art: GNU LGPL 3.0 or later</source>
        <translation>Dibujo de las cartas Atlas: GNU LGPL 3.0 o posterior</translation>
    </message>
    <message>
        <source>DejaVu fonts: Bitstream Vera licence</source>
        <translation>Fuentes DejaVu: licencia Bitstream Vera</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt y PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>Python: PSF licence</source>
        <translation>Python: licencia PSF</translation>
    </message>
    <message>
        <source>Atlas card art: Vincent Bermel&apos;s AisleRiot deck (2024), after Dmitry Fomin&apos;s drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</source>
        <translation>Dibujo de las cartas Atlas: la baraja AisleRiot de Vincent Bermel (2024), según el dibujo de Dmitri Fomin de la baraja Atlas que Adolf Charlemagne diseñó en 1862.</translation>
    </message>
    <message>
        <source>High-contrast cards and sounds: made for Bura Desktop.</source>
        <translation>Cartas de alto contraste y sonidos: hechos para Bura Desktop.</translation>
    </message>
    <message>
        <source>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</source>
        <translation>Fuentes DejaVu: los autores de DejaVu, a partir de Bitstream Vera de Bitstream, Inc.</translation>
    </message>
    <message>
        <source>Bura Desktop %1</source>
        <translation>Bura Desktop %1</translation>
    </message>
    <message>
        <source>Bura, the Russian trick-taking card game.</source>
        <translation>Bura, el juego de bazas ruso.</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Software libre: puedes compartirlo y modificarlo según la GNU General Public License, versión 3 o posterior. Se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Source code, bug reports and releases:</source>
        <translation>Código fuente, informes de errores y versiones:</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Créditos:</translation>
    </message>
    <message>
        <source>Licences (each link opens its text):</source>
        <translation>Licencias (cada enlace abre su texto):</translation>
    </message>
    <message>
        <source>About Bura Desktop</source>
        <translation>Acerca de Bura Desktop</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, boca abajo</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
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
        <translation>La partida guardada continúa. --players y --level son para una partida nueva: Partida ▸ Nueva partida, o inicia Bura con --new-game.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</source>
        <translation>Algo ha fallado en Bura Desktop (%1). El juego puede seguir, pero es más seguro reiniciarlo. No se pudo escribir ningún archivo de registro.</translation>
    </message>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</source>
        <translation>Algo ha fallado en Bura Desktop (%1). El juego puede seguir, pero es más seguro reiniciarlo. Los detalles están en el archivo de registro:
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
        <translation>No se pudo abrir</translation>
    </message>
    <message>
        <source>Bura Desktop could not open %1</source>
        <translation>Bura Desktop no pudo abrir %1</translation>
    </message>
    <message>
        <source>Open it with your file manager or browser. (%1)</source>
        <translation>Ábralo con su gestor de archivos o su navegador. (%1)</translation>
    </message>
    <message>
        <source>no program to open it</source>
        <translation>ningún programa para abrirlo</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 no está instalado</translation>
    </message>
    <message>
        <source>%1 ended with status %2</source>
        <translation>%1 terminó con el estado %2</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language of menus, messages and rules.</source>
        <translation>El idioma de menús, mensajes y reglas.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Bura.</source>
        <translation>El nuevo idioma se usa desde el próximo inicio de Bura.</translation>
    </message>
    <message>
        <source>Ask before claiming 31</source>
        <translation>Preguntar antes de cantar 31</translation>
    </message>
    <message>
        <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
        <translation>Un 31 falso cuesta fichas o la mano, así que pregunta otra vez antes de cantar.</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>Cantar 31:</translation>
    </message>
    <message>
        <source>Warn me before a costly move</source>
        <translation>Avisarme antes de una jugada costosa</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</source>
        <translation>Antes de una jugada que el análisis del Experto marcaría como error, la mesa dice por qué y ofrece deshacerla. Solo habla cuando el Experto está seguro; las manos en que habla cuentan como ayudadas, como con pistas.</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Entrenador:</translation>
    </message>
</context>
<context>
    <name>HandFilters</name>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Todos los rivales</translation>
    </message>
    <message>
        <source>Only hands with at least one opponent of this level.</source>
        <translation>Solo manos con al menos un rival de este nivel.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Repetir este reparto</translation>
    </message>
    <message>
        <source>A new game that deals these same cards again.</source>
        <translation>Una partida nueva que reparte de nuevo estas mismas cartas.</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Analizar esta mano</translation>
    </message>
    <message>
        <source>Watch the hand again while the Expert weighs each of your decisions.</source>
        <translation>Vuelve a ver la mano mientras el Experto valora cada una de tus decisiones.</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Siguiente mano (N)</translation>
    </message>
    <message>
        <source>Deal the next hand. Key: N.</source>
        <translation>Repartir la siguiente mano. Tecla: N.</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>net chips</source>
        <translation>fichas netas</translation>
    </message>
    <message>
        <source>hands won</source>
        <translation>manos ganadas</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>puntos de castigo</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>puntos</translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n boca abajo</numerusform>
            <numerusform>+ %n boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal seed %1</source>
        <translation>Semilla del reparto %1</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Volver a tu partida</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Dejar la mano de práctica y volver a la partida que estabas jugando.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Empezar una partida nueva.</translation>
    </message>
    <message>
        <source>The host deals the next hand</source>
        <translation>El anfitrión reparte la siguiente mano</translation>
    </message>
    <message>
        <source>The table goes on when the host deals.</source>
        <translation>La mesa sigue cuando el anfitrión reparta.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Rivales:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the hand as text, to paste anywhere.</source>
        <translation>Copia la mano como texto, para pegarla donde quieras.</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Save the hand as a text file.</source>
        <translation>Guarda la mano en un archivo de texto.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Watch a hand copied as text.</source>
        <translation>Ver una mano copiada como texto.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Watch a hand from a text file.</source>
        <translation>Ver una mano desde un archivo de texto.</translation>
    </message>
    <message>
        <source>No hands are recorded yet.</source>
        <translation>Todavía no hay manos registradas.</translation>
    </message>
    <message>
        <source>No recorded hand matches these filters.</source>
        <translation>Ninguna mano registrada coincide con estos filtros.</translation>
    </message>
    <message>
        <source>claim of 31</source>
        <translation>canto de 31</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>canto erróneo</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>declaración</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>jugada hasta el final</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>más puntos</translation>
    </message>
    <message>
        <source>Won: %1</source>
        <translation>Ganada: %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Perdida: %1</translation>
    </message>
    <message>
        <source>%1 (chips: %2)</source>
        <translation>%1 (fichas: %2)</translation>
    </message>
    <message>
        <source>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</source>
        <translation>Esta mano se registró sin sus jugadas (con una versión anterior, o reanudada de una partida guardada), así que no se puede reproducir.</translation>
    </message>
    <message>
        <source>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</source>
        <translation>Esta mano no se reproduce tal como se registró, así que no se muestra (el registro puede estar dañado, o las reglas han cambiado): %1</translation>
    </message>
    <message>
        <source>The hand is copied as text.</source>
        <translation>La mano se ha copiado como texto.</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Guardar mano</translation>
    </message>
    <message>
        <source>Bura hands (*.txt)</source>
        <translation>Manos de Bura (*.txt)</translation>
    </message>
    <message>
        <source>The hand could not be saved: %1</source>
        <translation>No se pudo guardar la mano: %1</translation>
    </message>
    <message>
        <source>This is far too much text to be a hand.</source>
        <translation>Esto es demasiado texto para ser una mano.</translation>
    </message>
    <message>
        <source>The hand is saved as text.</source>
        <translation>La mano se ha guardado como texto.</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Abrir mano</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>No se pudo leer el archivo: %1</translation>
    </message>
    <message>
        <source>This file is far too large to be a hand.</source>
        <translation>Este archivo es demasiado grande para ser una mano.</translation>
    </message>
    <message>
        <source>This file is not text, so it is not a hand.</source>
        <translation>Este archivo no es texto, así que no es una mano.</translation>
    </message>
    <message>
        <source>The hand could not be read. Line %1: %2</source>
        <translation>No se pudo leer la mano. Línea %1: %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</source>
        <translation>Empieza una partida nueva con las reglas y los jugadores de tus preferencias. Marca los puestos que pueden ocupar amigos de esta red: el ordenador juega cada uno hasta que alguien se siente, y otra vez si se va.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is open to a person</source>
        <translation>El puesto «%1» está abierto a una persona</translation>
    </message>
    <message>
        <source>how the others see you</source>
        <translation>cómo te ven los demás</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</source>
        <translation>Cuánto puede tardar alguien en una jugada antes de que el ordenador juegue ese puesto; al volver, recupera su puesto.</translation>
    </message>
    <message>
        <source>A computer takes over after:</source>
        <translation>El ordenador se hace cargo tras:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>Players join with the table&apos;s code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</source>
        <translation>Los jugadores entran con el código de la mesa, que esta ventana muestra cuando la mesa está abierta. Un cortafuegos en este ordenador debe dejar llegar a este puerto (TCP).</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite over the internet</source>
        <translation>Invitar por internet</translation>
    </message>
    <message>
        <source>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</source>
        <translation>Léele este código a un amigo, esté donde esté. Elige Partida ▸ Unirse a una mesa… y lo escribe en Invitación. Deja entrar a una sola persona y caduca cuando se cierra la mesa.</translation>
    </message>
    <message>
        <source>Making an invitation…</source>
        <translation>Creando la invitación…</translation>
    </message>
    <message>
        <source>What leaves this computer: the invitation goes through magic-wormhole&apos;s mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</source>
        <translation>Qué sale de este ordenador: la invitación pasa por los servidores de buzón y de retransmisión de magic-wormhole. Ven la dirección de internet de este ordenador, cuándo jugáis y cuánto se envía; las cartas, los nombres y los códigos los atraviesan cifrados.</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Copiar el código</translation>
    </message>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Esperando a tu amigo…</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>El código está copiado.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</source>
        <translation>Alguien escribió un código incorrecto (%1 hasta ahora); la invitación sigue abierta para el correcto.</translation>
    </message>
    <message>
        <source>Your friend is in: they sit down at the table now.</source>
        <translation>Tu amigo ha entrado: ahora se sienta a la mesa.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</source>
        <translation>No se puede contactar con el servidor de invitaciones: puede que este ordenador no tenga conexión. El juego en esta red sigue funcionando.</translation>
    </message>
    <message>
        <source>Too many wrong codes were typed: this invitation is closed. Make a new one.</source>
        <translation>Demasiados códigos incorrectos: esta invitación está cerrada. Crea una nueva.</translation>
    </message>
    <message>
        <source>This invitation has lapsed. Make a new one.</source>
        <translation>Esta invitación ha caducado. Crea una nueva.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas en esta red:</translation>
    </message>
    <message>
        <source>for example 7-guitarist-revenge</source>
        <translation>por ejemplo 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code a host read out to you, to join a table anywhere on the internet.</source>
        <translation>El código que te leyó el anfitrión, para unirte a una mesa en cualquier lugar de internet.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Invitación:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>por ejemplo 192.168.1.20</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Dirección del anfitrión:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Código de la mesa:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>%1&apos;s table (another version of Bura Desktop)</source>
        <translation>Mesa de %1 (otra versión de Bura Desktop)</translation>
    </message>
    <message numerus="yes">
        <source>%n open seat(s)</source>
        <translation>
            <numerusform>%n puesto libre</numerusform>
            <numerusform>%n puestos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, game on, %3</source>
        <translation>Mesa de %1, %2 jugadores, partida en curso, %3</translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, %3</source>
        <translation>Mesa de %1, %2 jugadores, %3</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The cards and their points</source>
        <translation>Las cartas y sus puntos</translation>
    </message>
    <message>
        <source>That card is worth nothing: lead %1, worth 11.</source>
        <translation>Esa carta no vale nada: sal con %1, que vale 11.</translation>
    </message>
    <message>
        <source>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</source>
        <translation>Con %1 ganaste la baza: sus puntos van a tus bazas. Quien gana la baza vuelve a salir: sal con %2, que vale 10, y mira quién se la lleva.</translation>
    </message>
    <message>
        <source>Lead %2 this time, to see who takes its 10 points.</source>
        <translation>Esta vez sal con %2, para ver quién se lleva sus 10 puntos.</translation>
    </message>
    <message>
        <source>%1 beat your ten and took the trick&apos;s 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</source>
        <translation>%1 ganó a tu diez y se llevó los 21 puntos de la baza. Las 36 cartas suman 120 puntos: quien tiene 31 en sus bazas y canta 31 gana la mano.</translation>
    </message>
    <message>
        <source>Beating a card</source>
        <translation>Ganar a una carta</translation>
    </message>
    <message>
        <source>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</source>
        <translation>%1 sale con %2. Le gana una carta más alta del mismo palo, o un triunfo. Gánale a %2.</translation>
    </message>
    <message>
        <source>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</source>
        <translation>Ganaste la baza, así que sales tú. Sal con %1: no vale nada, así que no pierdes nada si se la lleva %2.</translation>
    </message>
    <message>
        <source>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</source>
        <translation>%1 sale con %2 y no tienes un trébol más alto. Pero la carta bajo el mazo hace triunfo a %3, y un triunfo gana a cualquier carta de otro palo. Gánale a %2.</translation>
    </message>
    <message>
        <source>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</source>
        <translation>A una carta le gana una más alta de su palo, y un triunfo gana a cualquier otro palo. La carta que no gana se descarta, y la mejor carta se lleva la baza.</translation>
    </message>
    <message>
        <source>Several cards at once</source>
        <translation>Varias cartas a la vez</translation>
    </message>
    <message>
        <source>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</source>
        <translation>%1 sale con dos cartas de un palo, %2: tienes que responder con dos cartas. No puedes ganar a las dos, así que descarta dos y regala lo menos posible.</translation>
    </message>
    <message>
        <source>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</source>
        <translation>%1 sale con %2. Para llevarte dos cartas tienes que ganar a cada una con una carta tuya. Elige dos cartas que lo hagan y pulsa Jugar.</translation>
    </message>
    <message>
        <source>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</source>
        <translation>Ahora sales tú. Puedes salir con una, dos o tres cartas, todas de un palo: sal con %1 juntas.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play: they are led together.</source>
        <translation>Elige las dos cartas %1 y pulsa Jugar: salen juntas.</translation>
    </message>
    <message>
        <source>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick&apos;s winner.</source>
        <translation>A una salida de varias cartas solo se le gana carta por carta. Lo que no puede ganar se descarta, y los puntos descartados van a quien se lleva la baza.</translation>
    </message>
    <message>
        <source>The stock and the trump</source>
        <translation>El mazo y el triunfo</translation>
    </message>
    <message>
        <source>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</source>
        <translation>La carta boca arriba bajo el mazo es la carta de triunfo: en esta mano %1 es triunfo, y es la última carta que se roba. Sal con %2.</translation>
    </message>
    <message>
        <source>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</source>
        <translation>Tres cartas de un palo que no es triunfo son una molodka: cántala (D) antes de la salida y la salida es tuya, salvo que quien iba a salir muestre una combinación igual o mejor.</translation>
    </message>
    <message>
        <source>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</source>
        <translation>Eso es la Bura. Para empezar, pon a tus rivales en Principiante en Preferencias (Jugadores); allí están también todas las reglas y estas formas del juego.</translation>
    </message>
    <message>
        <source>This lesson goes on with %1: lead it.</source>
        <translation>Esta lección sigue con %1: sal con ella.</translation>
    </message>
    <message>
        <source>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</source>
        <translation>Las cartas valen puntos: as 11, diez 10, rey 4, reina 3, jota 2; del nueve al seis, nada. En ese mismo orden son más altas: el diez por encima del rey. Sales tú primero: sal con la carta que más vale, %1.</translation>
    </message>
    <message>
        <source>This lesson goes on with %2: lead it.</source>
        <translation>Esta lección sigue con %2: sal con ella.</translation>
    </message>
    <message>
        <source>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</source>
        <translation>%1 se llevó la baza y robó antes que tú: tras cada baza las manos vuelven a tener tres cartas, empezando por quien la ganó. Gánale a %2.</translation>
    </message>
    <message>
        <source>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</source>
        <translation>Cuando el mazo ya no alcanza para todos, nadie roba: el resto, carta de triunfo incluida, se aparta y la mano se termina con las cartas que cada uno tiene.</translation>
    </message>
    <message>
        <source>Counting to 31</source>
        <translation>Contar hasta 31</translation>
    </message>
    <message>
        <source>Lead %1 together.</source>
        <translation>Sal con %1 juntas.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play.</source>
        <translation>Elige las dos cartas %1 y pulsa Jugar.</translation>
    </message>
    <message>
        <source>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</source>
        <translation>Cuenta tus bazas: 11 + 10 + 4 + 0 = 25 puntos. Aún no son 31, así que no cantes: sal con %1.</translation>
    </message>
    <message>
        <source>Lead %1: it is worth 11.</source>
        <translation>Sal con %1: vale 11.</translation>
    </message>
    <message>
        <source>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</source>
        <translation>25 y 11 son 36: 31 o más. Canta 31 ya (C, o el botón ¡31!): tus bazas se muestran y se cuentan, y ganas la mano.</translation>
    </message>
    <message>
        <source>You have 31 or more: claim now, before you play on.</source>
        <translation>Tienes 31 o más: canta 31 ya, antes de seguir jugando.</translation>
    </message>
    <message>
        <source>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</source>
        <translation>Cantar 31 con menos de 31 es un error y te cuesta tantas fichas como tenga el bote. En una partida de verdad nadie cuenta por ti: lleva tú la cuenta.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Declare your three clubs (D): the lead becomes yours.</source>
        <translation>Canta tus tres tréboles (D): la salida pasa a ti.</translation>
    </message>
    <message>
        <source>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</source>
        <translation>La salida es tuya. Sal con las tres cartas %1: para llevarse la baza, %2 tiene que ganar a cada una.</translation>
    </message>
    <message>
        <source>Choose all three %1 and press Play.</source>
        <translation>Elige las tres cartas %1 y pulsa Jugar.</translation>
    </message>
    <message>
        <source>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</source>
        <translation>Tres ases también te dan la salida. Tres triunfos son una Bura, la mejor combinación: cantada, gana la mano en el acto.</translation>
    </message>
    <message>
        <source>Bura and the pot</source>
        <translation>La Bura y el bote</translation>
    </message>
    <message>
        <source>Each player put a chip in the pot to play this hand; the hand&apos;s winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</source>
        <translation>Cada jugador puso una ficha en el bote para jugar esta mano; quien gana la mano se lo lleva todo. Tienes tres triunfos, una Bura: cántala (D) y gana ya.</translation>
    </message>
    <message>
        <source>Declare your Bura (D): it wins the hand at once.</source>
        <translation>Canta tu Bura (D): gana la mano en el acto.</translation>
    </message>
    <message>
        <source>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</source>
        <translation>El bote es tuyo. Un 31 falso cuesta tantas fichas como tenga el bote, que van al bote; si se acaban las cartas sin que nadie cante 31, el bote espera a la mano siguiente. Tus fichas están bajo tu nombre.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Otras formas de jugar</translation>
    </message>
    <message>
        <source>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</source>
        <translation>Kozel: cuatro cartas cada uno, nadie canta 31, y quien tiene más puntos al final se lleva el bote.</translation>
    </message>
    <message>
        <source>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</source>
        <translation>La serie de la hoja de reglas: cada mano ganada es un punto, y gana quien llega antes a tres; solo cuenta una Bura cantada al salir.</translation>
    </message>
    <message>
        <source>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</source>
        <translation>Puntos de castigo: las manos se juegan hasta el final, pocos puntos cuestan puntos de castigo, y quien llega a 12 pierde.</translation>
    </message>
    <message>
        <source>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</source>
        <translation>%1 no gana a %2: a una carta solo le gana una más alta de su palo, o un triunfo.</translation>
    </message>
    <message>
        <source>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</source>
        <translation>%1 no ganan a %2: cada carta de la salida necesita su propia carta que le gane, más alta y de su palo, o un triunfo.</translation>
    </message>
    <message>
        <source>%1 would give %2 points to the trick&apos;s winner: throw cards worth less.</source>
        <translation>Con %1 darías %2 puntos a quien se lleva la baza: descarta cartas que valgan menos.</translation>
    </message>
    <message>
        <source>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</source>
        <translation>Tus bazas suman %1 puntos, menos de 31: ese canto sería un error y te costaría fichas.</translation>
    </message>
</context>
<context>
    <name>LessonsRoom</name>
    <message>
        <source>&amp;Start the lessons</source>
        <translation>&amp;Empezar las lecciones</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</source>
        <translation>¿No conoces la Bura? Apréndela en diez minutos en esta mesa, jugando. Ayuda ▸ Aprender a jugar vuelve a abrir las lecciones.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Watch the deal.</source>
        <translation>Mira el reparto.</translation>
    </message>
    <message>
        <source>Bura — lesson, not counted</source>
        <translation>Bura — lección, no cuenta</translation>
    </message>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lección %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <comment>lesson 3 of 8: its title</comment>
        <translation>%1/%2: %3</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Siguiente lección</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminar</translation>
    </message>
    <message>
        <source>&amp;Coach me in real games</source>
        <translation>&amp;Entrenador en partidas reales</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would call a mistake, the table says so.</source>
        <translation>Antes de una jugada que el análisis del Experto llamaría un error, la mesa lo dice.</translation>
    </message>
    <message>
        <source>Try a hand of Kozel</source>
        <translation>Probar una mano de Kozel</translation>
    </message>
    <message>
        <source>Try a hand of the series</source>
        <translation>Probar una mano de la serie</translation>
    </message>
    <message>
        <source>Try a hand with penalty points</source>
        <translation>Probar una mano con puntos de castigo</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
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
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</source>
        <translation>Juega con sensatez pero se equivoca al contar sus puntos y olvida cartas, así que a veces canta 31 demasiado pronto o demasiado tarde.</translation>
    </message>
    <message>
        <source>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</source>
        <translation>Juega con las tácticas conocidas: tienta con cartas bajas, guarda los triunfos para los ataques y canta 31 en cuanto los tiene.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</source>
        <translation>Piensa unas jugadas por delante sobre las cartas que pueden tener los demás, y cuenta con exactitud.</translation>
    </message>
    <message>
        <source>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</source>
        <translation>Piensa más que nadie (unos dos segundos por jugada) y juega las últimas bazas a la perfección. Como todos los niveles, nunca ve una carta oculta.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Hand %1: %2. Click to open it in the history.</source>
        <translation>Mano %1: %2. Haz clic para abrirla en el historial.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Tu mesa está abierta</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Para sentarse a la mesa se usa este código:</translation>
    </message>
    <message>
        <source>Address: %1, port %2.</source>
        <translation>Dirección: %1, puerto %2.</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <source>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</source>
        <translation>Empieza cuando todos estén sentados. El ordenador juega cada puesto abierto que nadie ocupó, y el de quien se vaya hasta que vuelva.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Invite over the internet…</source>
        <translation>Invitar por internet…</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>%1: at the table</source>
        <translation>%1 — en la mesa</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player (else %1, %2)</source>
        <translation>Puesto abierto: esperando a una persona (si no, %1, %2)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordenador, %2)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>The hand, told in words</source>
        <translation>La mano contada en palabras</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
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
        <translation>Práctica: sigues jugando desde este punto de la repetición. Esta mano no cuenta.</translation>
    </message>
    <message>
        <source>You sit down at the host&apos;s table.</source>
        <translation>Te sientas a la mesa del anfitrión.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>La partida guardada sigue donde se dejó.</translation>
    </message>
    <message>
        <source>Practice, not counted: %1</source>
        <translation>Práctica, no cuenta: %1</translation>
    </message>
    <message>
        <source>Start a new game? The hand in progress and its pot will be lost.</source>
        <translation>¿Empezar una partida nueva? La mano en curso y su bote se perderán.</translation>
    </message>
    <message>
        <source>Bura — practice hand, not counted</source>
        <translation>Bura — mano de práctica, no cuenta</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Bura.</source>
        <translation>El nuevo idioma se usa desde el próximo inicio de Bura.</translation>
    </message>
    <message>
        <source>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</source>
        <translation>Las nuevas reglas y jugadores necesitan una partida nueva. ¿Empezarla ahora? La partida de la mesa termina: se pierden sus fichas, su marcador y el bote.</translation>
    </message>
    <message>
        <source>The game on the table goes on under its rules; the new rules and players start with your next new game.</source>
        <translation>La partida de la mesa sigue con sus reglas; las nuevas reglas y jugadores empiezan con tu próxima partida nueva.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Si&amp;guiente mano</translation>
    </message>
    <message>
        <source>&amp;Back to your game</source>
        <translation>&amp;Volver a tu partida</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Dejar la mano de práctica y volver a la partida que estabas jugando.</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>A&amp;brir una mesa…</translation>
    </message>
    <message>
        <source>&amp;Invite over the internet…</source>
        <translation>&amp;Invitar por internet…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>S&amp;onido</translation>
    </message>
    <message>
        <source>Sounds of the cards and chips on or off. Key: M.</source>
        <translation>Sonidos de las cartas y las fichas, activados o no. Tecla: M.</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>The hand told in words, beside the table.</source>
        <translation>La mano contada en palabras, junto a la mesa.</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Aprender a &amp;jugar</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>&amp;About Bura</source>
        <translation>&amp;Acerca de Bura</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>So&amp;und (no sound device)</source>
        <translation>S&amp;onido (sin dispositivo de sonido)</translation>
    </message>
    <message>
        <source>No sound device was found: the game is silent.</source>
        <translation>No se encontró ningún dispositivo de sonido: el juego está en silencio.</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Sonido activado</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Sonido desactivado</translation>
    </message>
    <message>
        <source>Play the chosen cards; when the hand is over, the panel&apos;s button</source>
        <translation>Jugar las cartas elegidas; al acabar la mano, el botón del panel</translation>
    </message>
    <message>
        <source>Choose or put back the first to ninth card</source>
        <translation>Elegir o devolver de la primera a la novena carta</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>¡31!</translation>
    </message>
    <message>
        <source>Declare what your hand holds (Bura, Molodka…)</source>
        <translation>Cantar lo que tienes en la mano (Bura, Molodka…)</translation>
    </message>
    <message>
        <source>Bet blind</source>
        <translation>Apostar a ciegas</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Move the ring over your cards</source>
        <translation>Mover el marco por tus cartas</translation>
    </message>
    <message>
        <source>Ring your first or your last card</source>
        <translation>Marco en tu primera o tu última carta</translation>
    </message>
    <message>
        <source>Choose or put back the ringed card</source>
        <translation>Elegir o devolver la carta enmarcada</translation>
    </message>
    <message>
        <source>Go between the table, the buttons and the log</source>
        <translation>Pasar entre la mesa, los botones y el registro</translation>
    </message>
    <message>
        <source>Cancel a question on the table; leave full screen</source>
        <translation>Cancelar una pregunta en la mesa; salir de pantalla completa</translation>
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
        <translation>tres ases</translation>
    </message>
    <message>
        <source>molodka</source>
        <translation>molodka</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>cuatro ases</translation>
    </message>
    <message>
        <source>four trumps</source>
        <translation>cuatro triunfos</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>apuesta inicial</translation>
    </message>
    <message>
        <source>pot won</source>
        <translation>bote ganado</translation>
    </message>
    <message>
        <source>pot split</source>
        <translation>bote repartido</translation>
    </message>
    <message>
        <source>false claim</source>
        <translation>31 falso</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>jugada hasta el final</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>apuesta a ciegas</translation>
    </message>
    <message>
        <source>the pot shared at the session&apos;s end</source>
        <translation>bote repartido al final de la sesión</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Corte para el primer reparto: %1.</translation>
    </message>
    <message>
        <source>You cut the highest card and deal first.</source>
        <translation>Cortas la carta más alta y repartes primero.</translation>
    </message>
    <message>
        <source>%1 cut the highest card and deals first.</source>
        <translation>%1 corta la carta más alta y reparte primero.</translation>
    </message>
    <message>
        <source>Hand %1: you deal. Trump %2 (%3).</source>
        <translation>Mano %1: repartes tú. Triunfo %2 (%3).</translation>
    </message>
    <message>
        <source>Hand %2: %1 deals. Trump %3 (%4).</source>
        <translation>Mano %2: reparte %1. Triunfo %3 (%4).</translation>
    </message>
    <message>
        <source>%1 face down</source>
        <comment>the player&apos;s own cards, named</comment>
        <translation>%1 boca abajo</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1.</source>
        <translation>Sales con %1.</translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <translation>%1 sale con %2.</translation>
    </message>
    <message>
        <source>You beat it with %1</source>
        <translation>Ganas con %1</translation>
    </message>
    <message>
        <source>%1 beat it with %2</source>
        <translation>%1 gana con %2</translation>
    </message>
    <message>
        <source>You threw %1</source>
        <translation>Descartas %1</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <source>and take the trick.</source>
        <translation>y te llevas la baza.</translation>
    </message>
    <message>
        <source>and takes the trick.</source>
        <translation>y se lleva la baza.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Te llevas la baza.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 se lleva la baza.</translation>
    </message>
    <message>
        <source>and take %1.</source>
        <translation>y te llevas %1.</translation>
    </message>
    <message>
        <source>and takes %2.</source>
        <translation>y se lleva %2.</translation>
    </message>
    <message>
        <source>You take %1.</source>
        <translation>Te llevas %1.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 se lleva %2.</translation>
    </message>
    <message>
        <source>You declare %1: %2.</source>
        <translation>Cantas %1: %2.</translation>
    </message>
    <message>
        <source>%1 declares %2: %3.</source>
        <translation>%1 canta %2: %3.</translation>
    </message>
    <message>
        <source>You take the lead.</source>
        <translation>Sales tú.</translation>
    </message>
    <message>
        <source>%1 takes the lead.</source>
        <translation>Sale %1.</translation>
    </message>
    <message>
        <source>You bet blind.</source>
        <translation>Apuestas a ciegas.</translation>
    </message>
    <message>
        <source>%1 bets blind.</source>
        <translation>%1 apuesta a ciegas.</translation>
    </message>
    <message>
        <source>You draw the trump indicator.</source>
        <translation>Robas la carta de triunfo.</translation>
    </message>
    <message>
        <source>%1 draws the trump indicator.</source>
        <translation>%1 roba la carta de triunfo.</translation>
    </message>
    <message>
        <source>The session is over: %1 win.</source>
        <translation>La partida ha terminado: ganan %1.</translation>
    </message>
    <message>
        <source>The session is over: %1 wins.</source>
        <translation>La partida ha terminado: gana %1.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from you to %1 (%2).</source>
        <translation>
            <numerusform>%n ficha de ti a %1 (%2).</numerusform>
            <numerusform>%n fichas de ti a %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to you (%2).</source>
        <translation>
            <numerusform>%n ficha de %1 para ti (%2).</numerusform>
            <numerusform>%n fichas de %1 para ti (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to %2 (%3).</source>
        <translation>
            <numerusform>%n ficha de %1 a %2 (%3).</numerusform>
            <numerusform>%n fichas de %1 a %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <comment>a seat and its count</comment>
        <translation>tú %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat and its count</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Chips: %1; in the pot %2.</source>
        <translation>Fichas: %1; en el bote %2.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Puntuación: %1.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you win the hand.</source>
        <translation>Cantaste 31. Correcto: %1 puntos, ganas la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, wins the hand.</source>
        <translation>%1 cantó 31. Correcto: %2 puntos, gana la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
        <translation>Cantaste 31. Correcto: %1 puntos, te llevas el bote de %2.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
        <translation>%1 cantó 31. Correcto: %2 puntos, se lleva el bote de %3.</translation>
    </message>
    <message>
        <source>Bura! You win the hand.</source>
        <translation>¡Bura! Ganas la mano.</translation>
    </message>
    <message>
        <source>%1: Bura! Wins the hand.</source>
        <translation>%1: ¡Bura! Gana la mano.</translation>
    </message>
    <message>
        <source>You win with %1.</source>
        <translation>Ganas con %1.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gana con %2.</translation>
    </message>
    <message>
        <source>Most points: you score no penalty points.</source>
        <translation>Más puntos: no sumas puntos de castigo.</translation>
    </message>
    <message>
        <source>Most points: %1 scores no penalty points.</source>
        <translation>Más puntos: %1 no suma puntos de castigo.</translation>
    </message>
    <message>
        <source>Most points: %1 score no penalty points.</source>
        <translation>Más puntos: %1 no suman puntos de castigo.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, nobody wins the hand.</source>
        <translation>Jugada hasta el final: nadie cantó 31, nadie gana la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; you lose the hand.</source>
        <translation>Cantaste 31. Error: solo %1 puntos; pierdes la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points and loses the hand.</source>
        <translation>%1 cantó 31. Error: solo %2 puntos, pierde la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; nobody wins the hand.</source>
        <translation>Cantaste 31. Error: solo %1 puntos; nadie gana la mano.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</source>
        <translation>%1 cantó 31. Error: solo %2 puntos; nadie gana la mano.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
        <translation>Cantaste 31. Error: solo %1 puntos; el bote crece.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
        <translation>%1 cantó 31. Error: solo %2 puntos; el bote crece.</translation>
    </message>
    <message>
        <source>Bura! You take the pot of %1.</source>
        <translation>¡Bura! Te llevas el bote de %1.</translation>
    </message>
    <message>
        <source>The trump indicator is set aside: it cannot refill every hand.</source>
        <translation>La carta de triunfo se aparta: no alcanza para todos.</translation>
    </message>
    <message numerus="yes">
        <source>The stock (%n card(s)) and the trump indicator are set aside: they cannot refill every hand.</source>
        <translation>
            <numerusform>El mazo (%n carta) y la carta de triunfo se apartan: no alcanzan para todos.</numerusform>
            <numerusform>El mazo (%n cartas) y la carta de triunfo se apartan: no alcanzan para todos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Bura! Takes the pot of %2.</source>
        <translation>%1: ¡Bura! Se lleva el bote de %2.</translation>
    </message>
    <message>
        <source>You win with %1 and take the pot of %2.</source>
        <translation>Ganas con %1 y te llevas el bote de %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2, takes the pot of %3.</source>
        <translation>%1 gana con %2, se lleva el bote de %3.</translation>
    </message>
    <message>
        <source>Most points: you take the pot.</source>
        <translation>Más puntos: te llevas el bote.</translation>
    </message>
    <message>
        <source>Most points: %1 takes the pot.</source>
        <translation>Más puntos: %1 se lleva el bote.</translation>
    </message>
    <message>
        <source>Most points: %1 take the pot.</source>
        <translation>Más puntos: %1 se llevan el bote.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, the pot stays for the next hand.</source>
        <translation>Jugada hasta el final: nadie cantó 31, el bote queda para la siguiente mano.</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Invitations across the internet meet on magic-wormhole&apos;s public mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</source>
        <translation>Las invitaciones por internet se encuentran en los servidores públicos de buzón y de retransmisión de magic-wormhole. Ven la dirección de internet de este ordenador, cuándo juegas y cuánto se envía, nunca una carta, un nombre ni un código. Para usar servidores propios (README: Play with friends anywhere), escribe sus direcciones; deja ambos campos vacíos para los públicos. El juego en la red local no usa ningún servidor.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Servidor de buzón:</translation>
    </message>
    <message>
        <source>Relay server:</source>
        <translation>Servidor de retransmisión:</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1.</source>
        <translation>La dirección del servidor de buzón es del tipo ws://example.org:4000/v1.</translation>
    </message>
    <message>
        <source>The relay server is an address like tcp:example.org:4001.</source>
        <translation>La dirección del servidor de retransmisión es del tipo tcp:example.org:4001.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <source>The statistics file is in use by another copy of Bura Desktop; %n record(s) will be saved when it is free.</source>
        <translation>
            <numerusform>Otra copia de Bura Desktop está usando el archivo de estadísticas; %n registro se guardará cuando quede libre.</numerusform>
            <numerusform>Otra copia de Bura Desktop está usando el archivo de estadísticas; %n registros se guardarán cuando quede libre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your statistics could not be written (the disk is full); %n record(s) will be saved when there is room.</source>
        <translation>
            <numerusform>No se pudieron escribir las estadísticas (el disco está lleno); %n registro se guardará cuando haya espacio.</numerusform>
            <numerusform>No se pudieron escribir las estadísticas (el disco está lleno); %n registros se guardarán cuando haya espacio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the statistics: %n hand(s) that could not be read from the file.</source>
        <translation>
            <numerusform>Fuera de las estadísticas: %n mano que no se pudo leer del archivo.</numerusform>
            <numerusform>Fuera de las estadísticas: %n manos que no se pudieron leer del archivo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the statistics file could not be kept (%1).</source>
        <translation>
            <numerusform>No se pudo conservar %n registro que esperaba al archivo de estadísticas (%1).</numerusform>
            <numerusform>No se pudieron conservar %n registros que esperaban al archivo de estadísticas (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rule preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Duración de la partida</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de la animación</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso de las cartas</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamaño de las cartas</translation>
    </message>
    <message>
        <source>Points assist</source>
        <translation>Ayuda de puntos</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Sound without animation</source>
        <translation>Sonido sin animación</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Confirm before claiming</source>
        <translation>Preguntar antes de cantar 31</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Invitation mailbox</source>
        <translation>Servidor de buzón de invitaciones</translation>
    </message>
    <message>
        <source>Invitation relay</source>
        <translation>Servidor de retransmisión de invitaciones</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>general</source>
        <translation>General</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: a file is in the way.</source>
        <translation>No se puede usar la carpeta %1: hay un archivo en su lugar.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2.</source>
        <translation>No se pudo crear la carpeta %1: %2.</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: it is not a folder.</source>
        <translation>No se puede usar la carpeta %1: no es una carpeta.</translation>
    </message>
    <message>
        <source>Cannot write to the folder %1: it is read-only.</source>
        <translation>No se puede escribir en la carpeta %1: es de solo lectura.</translation>
    </message>
    <message>
        <source>%1 Settings, statistics and the saved game are not kept this time.</source>
        <translation>%1 Esta vez no se guardan los ajustes, las estadísticas ni la partida.</translation>
    </message>
    <message>
        <source>%1 Your settings are read, but changes to them are not kept.</source>
        <translation>%1 Se leen los ajustes, pero sus cambios no se conservan.</translation>
    </message>
    <message>
        <source>%1 The saved game is read, but the game played now and its hands are not kept.</source>
        <translation>%1 Se lee la partida guardada, pero la partida que se juega ahora y sus manos no se conservan.</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</source>
        <translation>Las opciones de reglas de tus ajustes no son compatibles, así que se usa la variante «%1» sin cambios: %2</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the classic rules are used: %1</source>
        <translation>Las opciones de reglas de tus ajustes no son compatibles, así que se usan las reglas clásicas: %1</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</source>
        <translation>Tus ajustes los guardó una versión más reciente de Bura Desktop; los que esta versión no conoce se conservan sin cambios.</translation>
    </message>
    <message>
        <source>The %1 settings were not valid; using the defaults.</source>
        <translation>Los ajustes de «%1» no eran válidos; se usan los predeterminados.</translation>
    </message>
    <message>
        <source>%1 %2 was not valid; using the default.</source>
        <translation>%1: el valor %2 no era válido; se usa el predeterminado.</translation>
    </message>
    <message>
        <source>The rule options were not valid; using the preset&apos;s.</source>
        <translation>Las opciones de reglas no eran válidas; se usan las de la variante.</translation>
    </message>
    <message>
        <source>Rule option “%1” is set elsewhere in the settings; ignoring it.</source>
        <translation>La opción «%1» se ajusta en otro lugar de los ajustes; aquí se ignora.</translation>
    </message>
    <message>
        <source>Rule option “%1” = %2 was not valid; using the preset&apos;s.</source>
        <translation>La opción «%1» = %2 no era válida; se usa la de la variante.</translation>
    </message>
    <message>
        <source>The opponents %1 were not valid (1 to %2 are allowed); using the default.</source>
        <translation>Los rivales %1 no eran válidos (se permiten de 1 a %2); se usa el valor predeterminado.</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s name %2 was not valid; using “%3”.</source>
        <translation>El nombre del rival %1 (%2) no era válido; se usa «%3».</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s level %2 was not valid; using “%3”.</source>
        <translation>El nivel del rival %1 (%2) no era válido; se usa «%3».</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>No se pudieron leer tus ajustes (%1); se usan los predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</source>
        <translation>El archivo de ajustes no se podía leer ni apartar (%1); se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</source>
        <translation>El archivo de ajustes no se podía leer: se ha apartado como %1 y se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>Your settings were not saved. %1</source>
        <translation>Tus ajustes no se han guardado. %1</translation>
    </message>
    <message>
        <source>Your settings were not saved (%1).</source>
        <translation>Tus ajustes no se han guardado (%1).</translation>
    </message>
    <message>
        <source>The game could not be saved. %1</source>
        <translation>No se pudo guardar la partida. %1</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>No se pudo guardar la partida (%1).</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1).</source>
        <translation>No se pudo leer la partida guardada (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and could not be moved aside (%1).</source>
        <translation>La partida guardada estaba dañada y no se pudo apartar (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and cannot be resumed; it was kept as %1.</source>
        <translation>La partida guardada estaba dañada y no se puede reanudar; se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</source>
        <translation>La partida guardada es de una versión más reciente de Bura Desktop y no se pudo apartar (%1).</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</source>
        <translation>La partida guardada es de una versión más reciente de Bura Desktop y aquí no se puede reanudar; se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The finished game&apos;s save could not be removed (%1).</source>
        <translation>No se pudo borrar la partida guardada ya terminada (%1).</translation>
    </message>
    <message>
        <source>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</source>
        <translation>%1 se quedó sin tiempo para pensar y jugó la mejor jugada encontrada hasta entonces: este ordenador es demasiado lento para su nivel.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on. Start a new game.</source>
        <translation>La partida se detuvo por un error y no puede continuar. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</source>
        <translation>La partida se detuvo por un error y no puede continuar; su guardado se conservó como %1. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</source>
        <translation>La partida se detuvo por un error y no puede continuar; su guardado no se pudo apartar (%1). Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The host closed the table. Start a game of your own.</source>
        <translation>El anfitrión ha cerrado la mesa. Empieza una partida propia.</translation>
    </message>
    <message>
        <source>The host cut this table off. Start a game of your own.</source>
        <translation>El anfitrión ha desconectado esta mesa. Empieza una partida propia.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Start a game of your own.</source>
        <translation>Se ha perdido la conexión con el anfitrión. Empieza una partida propia.</translation>
    </message>
    <message>
        <source>Statistics are off: %1</source>
        <translation>Estadísticas desactivadas: %1</translation>
    </message>
    <message>
        <source>Statistics are off: %1 could not be opened (%2).</source>
        <translation>Estadísticas desactivadas: no se pudo abrir %1 (%2).</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</source>
        <translation>Otra copia de Bura Desktop está usando el archivo de estadísticas; las manos se guardarán cuando quede libre.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</source>
        <translation>No se pudo bloquear tu perfil (%1): el juego sigue, pero una segunda copia de Bura Desktop abierta ahora usaría los mismos archivos.</translation>
    </message>
    <message>
        <source>Your profile&apos;s folder cannot be written to (%1): the hands you play are kept until it can be.</source>
        <translation>No se puede escribir en la carpeta de tu perfil (%1): las manos jugadas se conservan hasta que se pueda.</translation>
    </message>
    <message>
        <source>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</source>
        <translation>Ahora no se pueden escribir las estadísticas (el disco está lleno); las manos jugadas se conservan y se guardarán cuando haya espacio.</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1).</source>
        <translation>No se pudieron leer las manos guardadas para las estadísticas al cerrar la vez anterior (%1).</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</source>
        <translation>No se pudieron leer las manos guardadas para las estadísticas al cerrar la vez anterior (%1); el archivo se guardó como %2.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</source>
        <translation>Tus estadísticas las guardó una versión más reciente de Bura Desktop; esta versión las muestra pero no les añade nada.</translation>
    </message>
    <message>
        <source>Statistics are off: the damaged statistics file could not be replaced (%1).</source>
        <translation>Estadísticas desactivadas: no se pudo sustituir el archivo de estadísticas dañado (%1).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and could not be replaced, so statistics are off for now.</source>
        <translation>El archivo de estadísticas estaba dañado y no se pudo sustituir, así que por ahora las estadísticas están desactivadas.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</source>
        <translation>El archivo de estadísticas estaba dañado: se ha apartado como %1 y se han empezado unas estadísticas nuevas.</translation>
    </message>
    <message>
        <source>Statistics are off; this session&apos;s hands are kept in memory.</source>
        <translation>Estadísticas desactivadas; las manos de esta partida solo se guardan en memoria.</translation>
    </message>
    <message>
        <source>Statistics are off: they could not be saved (%1).</source>
        <translation>Estadísticas desactivadas: no se pudieron guardar (%1).</translation>
    </message>
    <message>
        <source>The statistics could not be exported (%1).</source>
        <translation>No se pudieron exportar las estadísticas (%1).</translation>
    </message>
    <message>
        <source>Statistics are off, so there is nothing to reset.</source>
        <translation>Las estadísticas están desactivadas: no hay nada que borrar.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</source>
        <translation>Otra copia de Bura Desktop está usando el archivo de estadísticas; vuelve a intentar borrarlas dentro de un momento.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (%1).</source>
        <translation>No se pudieron borrar las estadísticas (%1).</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Bet blind before you see your cards, or pass.</source>
        <translation>Apuesta a ciegas antes de ver tus cartas, o pasa.</translation>
    </message>
    <message>
        <source>No cards left: claim 31 if you have it, or pass.</source>
        <translation>No quedan cartas: canta 31 si los tienes, o pasa.</translation>
    </message>
    <message>
        <source>Before anyone declares: claim 31 if you have it, or pass.</source>
        <translation>Antes de que nadie cante: canta 31 si los tienes, o pasa.</translation>
    </message>
    <message>
        <source>You may declare, claim 31 or pass.</source>
        <translation>Puedes cantar una combinación, cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>You may declare or pass.</source>
        <translation>Puedes cantar o pasar.</translation>
    </message>
    <message numerus="yes">
        <source>Your answer: %n card(s) to beat the trick, or as few as one to throw.</source>
        <translation>
            <numerusform>Tu respuesta: %n carta para ganar la baza, o tan solo una para descartar.</numerusform>
            <numerusform>Tu respuesta: %n cartas para ganar la baza, o tan solo una para descartar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
        <translation>
            <numerusform>Tu respuesta: elige %n carta para ganar la baza o para descartar.</numerusform>
            <numerusform>Tu respuesta: elige %n cartas para ganar la baza o para descartar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead, or declare %1 and win the hand.</source>
        <translation>Sales tú, o canta %1 y gana la mano.</translation>
    </message>
    <message>
        <source>Your lead: choose one card.</source>
        <translation>Sales tú: elige una carta.</translation>
    </message>
    <message>
        <source>Your lead: choose %1 cards of one suit.</source>
        <translation>Sales tú: elige %1 cartas de un palo.</translation>
    </message>
    <message>
        <source>Show a combination from your hand. Key: D.</source>
        <translation>Cantar una combinación de tu mano. Tecla: D.</translation>
    </message>
    <message>
        <source>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</source>
        <translation>Muestra %1: te da la salida, salvo que quien sale muestre una combinación igual o mejor. Tecla: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand and the pot. Key: D.</source>
        <translation>Cantar %1: gana la mano y el bote. Tecla: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand. Key: D.</source>
        <translation>Cantar %1: gana la mano. Tecla: D.</translation>
    </message>
    <message>
        <source>Look at your cards without betting blind. Key: P.</source>
        <translation>Mirar tus cartas sin apostar a ciegas. Tecla: P.</translation>
    </message>
    <message>
        <source>Go on without declaring or claiming 31. Key: P.</source>
        <translation>Seguir sin cantar una combinación ni 31. Tecla: P.</translation>
    </message>
    <message>
        <source>Go on without declaring. Key: P.</source>
        <translation>Seguir sin cantar una combinación. Tecla: P.</translation>
    </message>
    <message>
        <source>Go on without claiming 31. Key: P.</source>
        <translation>Seguir sin cantar 31. Tecla: P.</translation>
    </message>
    <message>
        <source>Go on without claiming, declaring or betting blind. Key: P.</source>
        <translation>Seguir sin cantar 31 ni una combinación y sin apostar a ciegas. Tecla: P.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>Answer with %n card(s).</source>
        <translation>
            <numerusform>Responde con %n carta.</numerusform>
            <numerusform>Responde con %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <source>Select cards to play.</source>
        <translation>Elige las cartas que vas a jugar.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>La mano todavía se está jugando.</translation>
    </message>
    <message>
        <source>The session is over: start a new game.</source>
        <translation>La partida ha terminado: empieza una nueva.</translation>
    </message>
    <message>
        <source>%1 tried an illegal action: %2</source>
        <translation>%1 intentó una jugada no válida: %2</translation>
    </message>
    <message>
        <source>Hints are not given at someone else&apos;s table.</source>
        <translation>En la mesa de otro no hay pistas.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next.</source>
        <translation>La mano ha terminado: reparte la siguiente.</translation>
    </message>
    <message>
        <source>Claims are not part of these rules.</source>
        <translation>Con estas reglas no se canta 31.</translation>
    </message>
    <message>
        <source>You cannot claim now.</source>
        <translation>Ahora no puedes cantar 31.</translation>
    </message>
    <message>
        <source>%1 cannot claim now.</source>
        <translation>%1 no puede cantar 31 ahora.</translation>
    </message>
    <message>
        <source>An instant win has been declared: nobody may claim 31 any more.</source>
        <translation>Se ha cantado una victoria inmediata: ya nadie puede cantar 31.</translation>
    </message>
    <message>
        <source>A blind bet is made before the first trick, by its leader, only.</source>
        <translation>Solo se apuesta a ciegas antes de la primera baza, y solo quien sale.</translation>
    </message>
    <message>
        <source>Declarations are made at the start of a trick, before the lead.</source>
        <translation>Se canta al empezar una baza, antes de la salida.</translation>
    </message>
    <message>
        <source>You cannot declare %1 now.</source>
        <translation>Ahora no puedes cantar %1.</translation>
    </message>
    <message>
        <source>%1 cannot declare %2 now.</source>
        <translation>%1 no puede cantar %2 ahora.</translation>
    </message>
    <message>
        <source>You have nothing to pass on now: play cards.</source>
        <translation>Ahora no puedes pasar: juega cartas.</translation>
    </message>
    <message>
        <source>%1 has nothing to pass on now: play cards.</source>
        <translation>%1 no puede pasar ahora: tiene que jugar cartas.</translation>
    </message>
    <message>
        <source>You are asked to declare, claim or pass before the lead.</source>
        <translation>Antes de la salida tienes que cantar una combinación, cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>%1 is asked to declare, claim or pass before the lead.</source>
        <translation>%1 tiene que cantar una combinación, cantar 31 o pasar antes de la salida.</translation>
    </message>
    <message>
        <source>You are asked to declare or pass before the lead.</source>
        <translation>Antes de la salida tienes que cantar una combinación o pasar.</translation>
    </message>
    <message>
        <source>%1 is asked to declare or pass before the lead.</source>
        <translation>%1 tiene que cantar una combinación o pasar antes de la salida.</translation>
    </message>
    <message>
        <source>Before the lead you may claim 31 or pass.</source>
        <translation>Antes de la salida puedes cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>Before the lead %1 may claim 31 or pass.</source>
        <translation>Antes de la salida %1 puede cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>No cards are left to play: you may claim or pass.</source>
        <translation>No quedan cartas: puedes cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>No cards are left to play: %1 may claim or pass.</source>
        <translation>No quedan cartas: %1 puede cantar 31 o pasar.</translation>
    </message>
    <message>
        <source>You bet blind or pass before the first trick.</source>
        <translation>Antes de la primera baza apuestas a ciegas o pasas.</translation>
    </message>
    <message>
        <source>%1 bets blind or passes before the first trick.</source>
        <translation>Antes de la primera baza %1 apuesta a ciegas o pasa.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>No tienes %1 en la mano.</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1 no tiene %2 en la mano.</translation>
    </message>
    <message>
        <source>A lead must be of one suit.</source>
        <translation>Una salida tiene que ser de un solo palo.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>A lead has %1 cards, not %2.</source>
        <translation>Una salida es de %1 cartas, no de %2.</translation>
    </message>
    <message>
        <source>A lead of %1 cards is more than another player&apos;s hand of %2.</source>
        <translation>Una salida de %1 cartas supera la mano de otro jugador (%2).</translation>
    </message>
    <message>
        <source>A lead is played face up.</source>
        <translation>Se sale con las cartas boca arriba.</translation>
    </message>
    <message>
        <source>You cannot lead that.</source>
        <translation>No puedes salir con esas cartas.</translation>
    </message>
    <message>
        <source>%1 cannot lead that.</source>
        <translation>%1 no puede salir con esas cartas.</translation>
    </message>
    <message>
        <source>Cards go face down only with the closed-cards option.</source>
        <translation>Las cartas solo van boca abajo con la opción «Cartas tapadas».</translation>
    </message>
    <message>
        <source>You cannot play that.</source>
        <translation>No puedes jugar esas cartas.</translation>
    </message>
    <message>
        <source>%1 cannot play that.</source>
        <translation>%1 no puede jugar esas cartas.</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>A hand from the host&apos;s table could not be kept in your statistics.</source>
        <translation>Una mano de la mesa del anfitrión no se pudo guardar en tus estadísticas.</translation>
    </message>
    <message>
        <source>This hand is not in the history (yet), so it cannot be reviewed.</source>
        <translation>Esta mano no está (todavía) en el historial, así que no se puede analizar.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Al principio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</source>
        <translation>Ocupa tu sitio en este punto y sigue con las mismas cartas: el resto del reparto tal como se dio, los ordenadores piensan de nuevo. No cuenta en las estadísticas.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions.</source>
        <translation>El Experto valora cada una de tus decisiones.</translation>
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
        <translation>Análisis del Experto</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Decisión %v de %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugado</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions…</source>
        <translation>El Experto está valorando cada una de tus decisiones…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>The review stopped: its process failed.</source>
        <translation>El análisis se detuvo: su proceso falló.</translation>
    </message>
    <message>
        <source>No other move was worth weighing here.</source>
        <translation>Ninguna otra jugada merecía valorarse aquí.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Análisis: %1</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>la elección del Experto</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>bien</translation>
    </message>
    <message>
        <source>%1 was the Expert&apos;s choice.</source>
        <translation>%1 era la elección del Experto.</translation>
    </message>
    <message>
        <source>%1 was fine: %2 was hardly better (within the review&apos;s margin).</source>
        <translation>%1 estaba bien: %2 era apenas mejor (dentro del margen del análisis).</translation>
    </message>
    <message>
        <source>slight inaccuracy: better %1 (%2).</source>
        <translation>ligera imprecisión: mejor %1 (%2).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>Accuracy %1%: %2 of %3 decisions the Expert&apos;s choice or fine, slight inaccuracies: %4, mistakes: %5.</source>
        <translation>Precisión %1 %: %2 de %3 decisiones como las del Experto o buenas, ligeras imprecisiones: %4, errores: %5.</translation>
    </message>
    <message>
        <source>They cost %1 points of winning chance on average.</source>
        <translation>De media costaron %1 puntos de probabilidad de ganar.</translation>
    </message>
    <message>
        <source>Estimated loss %1.</source>
        <translation>Pérdida estimada: %1.</translation>
    </message>
    <message>
        <source>missed a claim with %1 points</source>
        <translation>no cantaste 31 con %1 puntos</translation>
    </message>
    <message>
        <source>wrong claim with %1 points; better: %2</source>
        <translation>canto erróneo con %1 puntos; mejor: %2</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have taken the trick</source>
        <translation>descartaste %1 cuando %2 habría ganado la baza</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have given away fewer points</source>
        <translation>descartaste %1 cuando %2 regalaba menos puntos</translation>
    </message>
    <message>
        <source>took the trick with %1 where %2 would have taken it too</source>
        <translation>ganaste la baza con %1 cuando %2 también la ganaba</translation>
    </message>
    <message>
        <source>better: %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 fichas</translation>
    </message>
    <message>
        <source>%1% chance</source>
        <translation>%1% de probabilidad</translation>
    </message>
    <message>
        <source>%1 penalty points</source>
        <translation>%1 puntos de castigo</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coste %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1 sampled deals of the unseen cards)</source>
        <translation>(%1 repartos simulados de las cartas no vistas)</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>En esta mano no tuviste ninguna decisión que tomar.</translation>
    </message>
    <message>
        <source>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</source>
        <translation>Los valores son las fichas que valía de media una jugada en la mano (un bote arrastrado cuenta a partes iguales), según la estimación del Experto a partir de lo que podías ver entonces.</translation>
    </message>
    <message>
        <source>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</source>
        <translation>Los valores son la probabilidad de ganar la mano tras una jugada, según la estimación del Experto a partir de lo que podías ver entonces.</translation>
    </message>
    <message>
        <source>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</source>
        <translation>Los valores son los puntos de castigo que suponía de media una jugada (menos es mejor), según la estimación del Experto a partir de lo que podías ver entonces.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>Hoja de reglas</translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation>Kozel</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de castigo</translation>
    </message>
    <message>
        <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
        <translation>La forma habitual: 3 cartas, salidas de 1 a 3 cartas, Bura, tres ases y molodka, cantar 31, fichas en un bote. De 2 a 6 jugadores.</translation>
    </message>
    <message>
        <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
        <translation>La hoja de reglas impresa: la Bura solo se canta al salir, un 31 falso pierde la mano, quien gana primero 3 manos gana la partida. De 2 a 4 jugadores.</translation>
    </message>
    <message>
        <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
        <translation>4 cartas, salidas de 1 o 3, cuatro ases ganan, sin cantar 31: cada mano se juega hasta el final y quien tiene más puntos se lleva el bote. De 2 a 5 jugadores.</translation>
    </message>
    <message>
        <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
        <translation>Cada mano se juega hasta el final y se anota en puntos de castigo; quien llega al límite pierde y gana el total más bajo. De 2 a 4 jugadores.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Cards a lead may have</source>
        <translation>Cartas por salida</translation>
    </message>
    <message>
        <source>Who may declare</source>
        <translation>Quién puede cantar</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Tres ases</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Molodka</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Cuatro ases</translation>
    </message>
    <message>
        <source>Four trumps</source>
        <translation>Cuatro triunfos</translation>
    </message>
    <message>
        <source>Closed cards</source>
        <translation>Cartas tapadas</translation>
    </message>
    <message>
        <source>Moscow answers</source>
        <translation>Respuestas moscovitas</translation>
    </message>
    <message>
        <source>Blind Bura</source>
        <translation>Bura a ciegas</translation>
    </message>
    <message>
        <source>End of the stock</source>
        <translation>Fin del mazo</translation>
    </message>
    <message>
        <source>Claims of 31</source>
        <translation>Cantar 31</translation>
    </message>
    <message>
        <source>A wrong claim</source>
        <translation>Un 31 falso</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Hands to win a series</source>
        <translation>Manos para ganar una serie</translation>
    </message>
    <message>
        <source>Penalty limit</source>
        <translation>Límite de castigo</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Siguiente repartidor</translation>
    </message>
    <message>
        <source>Stop when broke</source>
        <translation>Fin al quedarse sin fichas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Cuántos se sientan a la mesa, tú incluido.</translation>
    </message>
    <message>
        <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
        <translation>36 cartas (del seis al as), o 32 sin los seises. Ambas barajas suman 120 puntos.</translation>
    </message>
    <message>
        <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
        <translation>Cuántas cartas tiene cada uno: 3, o 4 como en el Kozel. Con 4 cartas, la Bura son tres triunfos cualesquiera de los cuatro.</translation>
    </message>
    <message>
        <source>One card at a time round the table, or each player&apos;s whole hand at once.</source>
        <translation>Una carta cada vez por la mesa, o a cada uno toda su mano de una vez.</translation>
    </message>
    <message>
        <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
        <translation>Cuántas cartas de un palo puede jugar a la vez quien sale. Los demás responden con otras tantas.</translation>
    </message>
    <message>
        <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
        <translation>Cualquiera, en cada baza: quien tenga una combinación puede cantarla antes de cada salida. Solo quien sale: solo canta quien va a salir, y la Bura es la única combinación.</translation>
    </message>
    <message>
        <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
        <translation>Tres ases en la mano. Siguiente salida: cantarlos te da la próxima salida. Gana la mano: cantarlos gana en el acto.</translation>
    </message>
    <message>
        <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
        <translation>Tres cartas de un palo que no es triunfo. Cantarlas te da la próxima salida.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
        <translation>Con manos de 4 cartas, cantar cuatro ases gana la mano, por encima de la Bura.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
        <translation>Con manos de 4 cartas, cantar cuatro triunfos gana la mano, por encima de la Bura (la forma «cárcel»).</translation>
    </message>
    <message>
        <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
        <translation>Una respuesta que no gana va boca abajo, y también puedes tapar una respuesta que gana (entonces no gana). Las cartas tapadas solo se muestran cuando un 31 descubre las bazas.</translation>
    </message>
    <message>
        <source>Face-down answers allowed</source>
        <translation>Respuestas tapadas permitidas</translation>
    </message>
    <message>
        <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Quien responde puede jugar menos cartas que la salida (al menos una); esa respuesta no gana la baza.</translation>
    </message>
    <message>
        <source>Shorter answers allowed</source>
        <translation>Respuestas más cortas permitidas</translation>
    </message>
    <message>
        <source>First leader may bet blind</source>
        <translation>Quien sale puede ir a ciegas</translation>
    </message>
    <message>
        <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
        <translation>Apartar: si el mazo no alcanza para todos, nadie roba y el resto, carta de triunfo incluida, se aparta sin verlo. Robar hasta el final: se roba mientras haya cartas; la carta de triunfo es la última.</translation>
    </message>
    <message>
        <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
        <translation>Un jugador puede cantar que sus bazas suman 31 puntos y ganar así la mano. Sin cantar 31, cada mano se juega hasta el final.</translation>
    </message>
    <message>
        <source>Players may claim 31</source>
        <translation>Los jugadores pueden cantar 31</translation>
    </message>
    <message>
        <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
        <translation>Un 31 con 30 puntos o menos. Doblar el bote: quien cantó pone tantas fichas como tiene el bote, que sigue en juego. Perder la mano: la ganan los demás.</translation>
    </message>
    <message>
        <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
        <translation>Fichas en un bote: quien gana la mano se lleva el bote. Serie: un punto por mano ganada. Puntos de castigo: las manos se juegan hasta el final y se castigan con los puntos de las cartas. Más puntos: las manos se juegan hasta el final y quien tiene más puntos se lleva el bote.</translation>
    </message>
    <message>
        <source>Stake (chips each player antes)</source>
        <translation>Apuesta (fichas que pone cada jugador)</translation>
    </message>
    <message>
        <source>The chips each player puts in the pot when a new pot starts.</source>
        <translation>Las fichas que pone cada jugador al empezar un bote nuevo.</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>The chips every player starts a session with.</source>
        <translation>Las fichas con las que cada uno empieza una partida.</translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation>Manos por partida</translation>
    </message>
    <message>
        <source>The session ends after this many hands; with no limit, when you stop.</source>
        <translation>La partida termina tras tantas manos; sin límite, cuando tú pares.</translation>
    </message>
    <message>
        <source>End the session when a bankroll hits 0</source>
        <translation>Terminar la partida cuando alguien se quede sin fichas</translation>
    </message>
    <message>
        <source>Series scoring: the first player to win this many hands wins the session.</source>
        <translation>Serie: el primero en ganar tantas manos gana la partida.</translation>
    </message>
    <message>
        <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
        <translation>Castigo: quien llega a tantos puntos de castigo pierde, y gana el total más bajo.</translation>
    </message>
    <message>
        <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
        <translation>Quien cantó: reparte quien cantó 31, acertara o no (tras una Bura, quien la ganó). Por turno: el reparto pasa a cada mano.</translation>
    </message>
    <message>
        <source>Claim after the last trick</source>
        <translation>Canto tras la última baza</translation>
    </message>
    <message>
        <source>Pot scoring: the session ends when anyone&apos;s bankroll reaches 0.</source>
        <translation>Con bote: la partida termina cuando alguien se queda sin fichas.</translation>
    </message>
    <message>
        <source>36 cards</source>
        <translation>36 cartas</translation>
    </message>
    <message>
        <source>32 cards (no sixes)</source>
        <translation>32 cartas (sin seises)</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 cartas</translation>
    </message>
    <message>
        <source>4 cards (Kozel)</source>
        <translation>4 cartas (Kozel)</translation>
    </message>
    <message>
        <source>One card at a time</source>
        <translation>Una carta cada vez</translation>
    </message>
    <message>
        <source>Whole hands at once</source>
        <translation>Manos enteras de una vez</translation>
    </message>
    <message>
        <source>A last chance to claim needs claims of 31.</source>
        <translation>La última oportunidad de cantar necesita que se cante 31.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Primera salida</translation>
    </message>
    <message>
        <source>Next lead</source>
        <translation>Siguiente salida</translation>
    </message>
    <message>
        <source>Last chance to claim</source>
        <translation>Última oportunidad de cantar</translation>
    </message>
    <message>
        <source>Who leads a hand&apos;s first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer&apos;s right, and the dealer plays second. Play always goes clockwise.</source>
        <translation>Quién sale en la primera baza de la mano. Izquierda del repartidor: ese jugador. Derecha del repartidor: el jugador a su derecha, y el repartidor juega segundo. Se juega siempre en el sentido del reloj.</translation>
    </message>
    <message>
        <source>The trick&apos;s winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</source>
        <translation>El ganador de la baza: quien gana una baza sale en la siguiente. Por turno: tras cada baza la salida pasa al siguiente jugador, gane quien gane (reglamento para 3 o 4 jugadores).</translation>
    </message>
    <message>
        <source>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</source>
        <translation>Una regla de la casa. No: quien no ha cantado 31 cuando se juega la última carta ha perdido la oportunidad, y la mano se juega hasta el final. Sí: tras la última baza cada jugador, empezando por quien la ganó, aún puede cantar una vez.</translation>
    </message>
    <message>
        <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</source>
        <translation>Solo con bote. Antes de ver la mano, el primero en salir puede apostar a ciegas: si gana la mano cobra 3 × apuesta de cada rival; si no, paga 3 × apuesta al ganador, o al bote si no gana nadie.</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Izquierda del repartidor</translation>
    </message>
    <message>
        <source>Right of the dealer (dealer second)</source>
        <translation>Derecha del repartidor (él, segundo)</translation>
    </message>
    <message>
        <source>The trick&apos;s winner</source>
        <translation>El ganador de la baza</translation>
    </message>
    <message>
        <source>Round the table</source>
        <translation>Por turno</translation>
    </message>
    <message>
        <source>Anyone, at every trick start</source>
        <translation>Cualquiera, en cada baza</translation>
    </message>
    <message>
        <source>Only the leader (Bura only)</source>
        <translation>Solo quien sale (solo Bura)</translation>
    </message>
    <message>
        <source>Not a combination</source>
        <translation>No es combinación</translation>
    </message>
    <message>
        <source>Gives the next lead</source>
        <translation>Da la siguiente salida</translation>
    </message>
    <message>
        <source>Wins the hand</source>
        <translation>Gana la mano</translation>
    </message>
    <message>
        <source>Set the rest aside</source>
        <translation>Apartar el resto</translation>
    </message>
    <message>
        <source>Draw it out</source>
        <translation>Robar hasta el final</translation>
    </message>
    <message>
        <source>Claimer doubles the pot</source>
        <translation>Quien cantó dobla el bote</translation>
    </message>
    <message>
        <source>Claimer loses the hand</source>
        <translation>Quien cantó pierde la mano</translation>
    </message>
    <message>
        <source>Chips in a pot</source>
        <translation>Fichas en un bote</translation>
    </message>
    <message>
        <source>Series of hands</source>
        <translation>Serie de manos</translation>
    </message>
    <message>
        <source>Most points take the pot</source>
        <translation>Más puntos se llevan el bote</translation>
    </message>
    <message>
        <source>The claimer</source>
        <translation>Quien cantó</translation>
    </message>
    <message>
        <source>In turn</source>
        <translation>Por turno</translation>
    </message>
    <message>
        <source>%1: %2 is not a possible value.</source>
        <translation>%1: %2 no es un valor posible.</translation>
    </message>
    <message>
        <source>4-card hands are for 2 to 5 players, not %1.</source>
        <translation>Las manos de 4 cartas son para 2 a 5 jugadores, no %1.</translation>
    </message>
    <message>
        <source>Bura is played by 2 to 6 players, not %1.</source>
        <translation>La Bura se juega de 2 a 6 jugadores, no %1.</translation>
    </message>
    <message>
        <source>Choose how many cards a lead may have.</source>
        <translation>Elige cuántas cartas puede tener una salida.</translation>
    </message>
    <message>
        <source>A lead of a single card must always be allowed.</source>
        <translation>Una salida de una sola carta debe estar siempre permitida.</translation>
    </message>
    <message>
        <source>%1 can only be declared with 4 cards in hand.</source>
        <translation>%1 solo se puede cantar con 4 cartas en la mano.</translation>
    </message>
    <message>
        <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
        <translation>%1 no se puede cantar cuando solo canta quien sale: entonces la Bura es la única combinación.</translation>
    </message>
    <message>
        <source>%1 plays every hand out, so claims must be off.</source>
        <translation>%1 juega cada mano hasta el final, así que cantar 31 debe estar desactivado.</translation>
    </message>
    <message>
        <source>%1 needs claims: without them nobody wins a hand.</source>
        <translation>%1 necesita cantar 31: sin ello nadie gana una mano.</translation>
    </message>
    <message>
        <source>%1 has no pot to double: a wrong claim must lose the hand.</source>
        <translation>%1 no tiene bote que doblar: un canto equivocado debe perder la mano.</translation>
    </message>
    <message>
        <source>Blind Bura needs scoring with chips in a pot.</source>
        <translation>La Bura a ciegas necesita puntuar con fichas en un bote.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bura, el juego clásico&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cartas.&lt;/b&gt; 36 cartas, A 10 K Q J 9 8 7 6 en cada palo. Puntos: as 11, diez 10, rey 4, reina 3, jota 2, el resto 0; 120 en total. La carta bajo el mazo muestra el palo de triunfo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Una baza.&lt;/b&gt; Quien sale juega 1, 2 o 3 cartas de un palo. Cada otro jugador responde con otras tantas cartas, de cualquier palo. Una respuesta gana a la mejor jugada hasta ahora cuando cada carta de esa jugada puede emparejarse con una carta distinta que la gana: una más alta del mismo palo, o un triunfo contra una carta que no es triunfo. Quien tiene la mejor jugada al final se lleva todas las cartas, roba primero del mazo y sale después.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cantes.&lt;/b&gt; Antes de una salida, quien tenga &lt;b&gt;Bura&lt;/b&gt; (tres triunfos) puede mostrarla y gana la mano en el acto; después nadie puede cantar 31. &lt;b&gt;Tres ases&lt;/b&gt; o una &lt;b&gt;molodka&lt;/b&gt; (tres cartas de un palo que no es triunfo) dan la salida. Quien iba a salir la conserva mostrando una combinación igual o mejor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cantar 31.&lt;/b&gt; En tu turno puedes cantar que tus bazas suman 31 puntos o más. Acierto: te llevas el bote. Error: pagas lo que tenga el bote, que sigue en juego. Nadie puede mirar sus bazas, así que cuenta de memoria. Canta a tiempo: tras la última carta nadie puede cantar, y nadie gana.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Jugar en la mesa.&lt;/b&gt; Haz clic en las cartas para elegirlas (también las teclas 1-3), luego Jugar (Intro); un doble clic juega una carta sola. C canta 31, D canta una combinación, N reparte la siguiente mano. H pide una pista al ordenador.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nobody claims 31: every hand is played out.</source>
        <translation>Nadie canta 31: cada mano se juega hasta el final.</translation>
    </message>
    <message>
        <source>A wrong claim loses the hand to everyone else.</source>
        <translation>Un canto equivocado pierde la mano ante todos los demás.</translation>
    </message>
    <message>
        <source>Every lead is a single card.</source>
        <translation>Siempre se sale con una sola carta.</translation>
    </message>
    <message>
        <source>A lead has %1 cards, all of one suit.</source>
        <translation>Se sale con %1 cartas de un mismo palo.</translation>
    </message>
    <message>
        <source>Three aces are not a combination.</source>
        <translation>Tres ases no son una combinación.</translation>
    </message>
    <message>
        <source>Three aces win the hand at once, like a Bura.</source>
        <translation>Tres ases ganan la mano en el acto, como una Bura.</translation>
    </message>
    <message>
        <source>After the last trick each player, its winner first, has one last chance to claim 31.</source>
        <translation>Tras la última baza cada jugador, empezando por quien la ganó, tiene una última oportunidad de cantar 31.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads the first trick; the dealer plays second.</source>
        <translation>El jugador a la derecha del repartidor sale en la primera baza; el repartidor juega segundo.</translation>
    </message>
    <message>
        <source>The lead passes round the table after every trick, whoever won it; the winner still draws first.</source>
        <translation>La salida pasa por turno tras cada baza, gane quien gane; el ganador de la baza sigue robando primero.</translation>
    </message>
    <message>
        <source>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</source>
        <translation>Bura a ciegas: antes de mirar la mano, el primero en salir puede apostar a ciegas. Si gana la mano cobra tres apuestas de cada rival; si no, paga él tres apuestas.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Robar.&lt;/b&gt; Tras cada baza todos roban del mazo, primero quien la ganó, una carta cada vez, hasta que todas las manos vuelven a estar completas. Si el mazo no alcanza para todas las manos, nadie roba: el resto, carta de triunfo incluida, se aparta sin verlo y la mano se juega hasta el final con lo que cada uno tiene. Nadie puede salir con más cartas de las que tiene la mano más pequeña de quienes deben responder.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The most card points take the pot; a tie splits it.</source>
        <translation>Quien tiene más puntos se lleva el bote; si hay empate, se reparte.</translation>
    </message>
    <message>
        <source>No chips: each hand won scores one, and the first to %1 wins the session.</source>
        <translation>Sin fichas: cada mano ganada vale uno, y quien llega primero a %1 gana la partida.</translation>
    </message>
    <message>
        <source>A 32-card pack: the sixes are left out (still 120 card points).</source>
        <translation>Una baraja de 32 cartas: sin los seises (siguen siendo 120 puntos).</translation>
    </message>
    <message>
        <source>Each player holds 4 cards; a Bura is any three trumps among them.</source>
        <translation>Cada jugador tiene 4 cartas; una Bura es cualquier trío de triunfos entre ellas.</translation>
    </message>
    <message>
        <source>Each player&apos;s hand is dealt at once, not a card at a time.</source>
        <translation>Cada mano se reparte de una vez, no carta a carta.</translation>
    </message>
    <message>
        <source>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</source>
        <translation>Solo puede cantar quien sale, y solo una Bura: cántala (D) antes de salir y ganas la mano. Jugados en una baza, tres triunfos son una salida corriente.</translation>
    </message>
    <message>
        <source>A molodka (three cards of one plain suit) is not a combination.</source>
        <translation>La molodka (tres cartas de un mismo palo que no es triunfo) no es una combinación.</translation>
    </message>
    <message>
        <source>Four aces win the hand at once, above a Bura.</source>
        <translation>Cuatro ases ganan la mano en el acto, por encima de una Bura.</translation>
    </message>
    <message>
        <source>Four trumps win the hand at once, above a Bura.</source>
        <translation>Cuatro triunfos ganan la mano en el acto, por encima de una Bura.</translation>
    </message>
    <message>
        <source>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</source>
        <translation>Cartas tapadas: una respuesta que no gana va boca abajo, y también se puede tapar una respuesta que gana (entonces no gana).</translation>
    </message>
    <message>
        <source>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Respuestas moscovitas: puedes responder con menos cartas de las que se jugaron de salida (al menos una); esa respuesta no gana la baza.</translation>
    </message>
    <message>
        <source>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</source>
        <translation>Cuando el mazo no alcanza para todos, se roba mientras haya cartas; la carta de triunfo bajo el mazo se roba la última.</translation>
    </message>
    <message>
        <source>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</source>
        <translation>Sin fichas pero con puntos de castigo: más puntos 0, más de 31 sin ser los más 2, de 1 a 31 puntos 4, ninguno 6; una Bura cuesta 4 a todos los demás. Quien llega a %2 pierde la partida.</translation>
    </message>
    <message>
        <source>The deal passes to the next player after every hand, whoever won.</source>
        <translation>Tras cada mano reparte el siguiente jugador, gane quien gane.</translation>
    </message>
    <message>
        <source>Different at this table</source>
        <translation>Diferente en esta mesa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
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
        <translation>Las reglas de esta mesa</translation>
    </message>
    <message>
        <source>Rules of Bura</source>
        <translation>Reglas de la Bura</translation>
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
        <translation>avanzado</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>experto</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>on the player&apos;s own plate, beside You</comment>
        <translation>repartes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) won</source>
        <translation>
            <numerusform>%n mano ganada</numerusform>
            <numerusform>%n manos ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n punto de castigo</numerusform>
            <numerusform>%n puntos de castigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n boca abajo</numerusform>
            <numerusform>+ %n boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Masha</source>
        <translation>Masha</translation>
    </message>
    <message>
        <source>Kolya</source>
        <translation>Kolia</translation>
    </message>
    <message>
        <source>Sasha</source>
        <translation>Sasha</translation>
    </message>
    <message>
        <source>Tanya</source>
        <translation>Tania</translation>
    </message>
    <message>
        <source>Lyosha</source>
        <translation>Liosha</translation>
    </message>
    <message>
        <source>Anya</source>
        <translation>Ania</translation>
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
        <translation>Partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Devolver cada ajuste de cada pestaña a su valor por defecto.</translation>
    </message>
    <message>
        <source>Choosing a preset sets every rule below to that form of the game.</source>
        <translation>Elegir una variante pone todas las reglas de abajo en esa forma de juego.</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Deal and deck</source>
        <translation>Reparto y baraja</translation>
    </message>
    <message>
        <source>Leads and answers</source>
        <translation>Salidas y respuestas</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Cantes</translation>
    </message>
    <message>
        <source>Stock and claims</source>
        <translation>Mazo y 31</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Cuántos se sientan a la mesa, tú incluido.</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Jugadores en la mesa:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>New rules and players start a new game: you are asked first.</source>
        <translation>Nuevas reglas y jugadores empiezan una partida nueva: antes se te pregunta.</translation>
    </message>
    <message numerus="yes">
        <source>The game on the table has %n player(s), not the ones below; these settings seat the players of your next new game.</source>
        <translation>
            <numerusform>La partida en la mesa tiene %n jugador, no los de abajo; estos ajustes sientan a los jugadores de tu próxima partida nueva.</numerusform>
            <numerusform>La partida en la mesa tiene %n jugadores, no los de abajo; estos ajustes sientan a los jugadores de tu próxima partida nueva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Rival %1</translation>
    </message>
    <message>
        <source>The name shown at this opponent&apos;s seat.</source>
        <translation>El nombre que se ve en el sitio de este rival.</translation>
    </message>
    <message>
        <source>How well this computer opponent plays, from beginner to expert.</source>
        <translation>Lo bien que juega este rival, de principiante a experto.</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Fichas y partida</translation>
    </message>
    <message>
        <source>Stake:</source>
        <translation>Apuesta:</translation>
    </message>
    <message>
        <source>Starting bankroll:</source>
        <translation>Fichas iniciales:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source> hands</source>
        <translation> manos</translation>
    </message>
    <message>
        <source>Session length:</source>
        <translation>Duración de la partida:</translation>
    </message>
    <message>
        <source>Four aces and four trumps need 4 cards in hand, so they are off.</source>
        <translation>Cuatro ases y cuatro triunfos necesitan 4 cartas en la mano, así que quedan desactivados.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination, so the others are off.</source>
        <translation>Cuando solo canta quien sale, la Bura es la única combinación, así que las demás quedan desactivadas.</translation>
    </message>
    <message>
        <source>This scoring plays every hand out, so claims of 31 are off.</source>
        <translation>Con esta puntuación cada mano se juega hasta el final, así que cantar 31 queda desactivado.</translation>
    </message>
    <message>
        <source>This scoring needs claims of 31, so they are on.</source>
        <translation>Esta puntuación necesita cantar 31, así que queda activado.</translation>
    </message>
    <message>
        <source>Without claims of 31 there is no last chance to claim, so it is off.</source>
        <translation>Sin cantar 31 no hay última oportunidad de cantar, así que queda desactivada.</translation>
    </message>
    <message>
        <source>Blind Bura is played only for chips in a pot, so it is off.</source>
        <translation>La Bura a ciegas solo se juega con fichas en un bote, así que queda desactivada.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players, so one opponent leaves the table.</source>
        <translation>Las manos de 4 cartas son para 5 jugadores como mucho, así que un rival deja la mesa.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination.</source>
        <translation>Cuando solo canta quien sale, la Bura es la única combinación.</translation>
    </message>
    <message>
        <source>Only with 4 cards in hand.</source>
        <translation>Solo con 4 cartas en la mano.</translation>
    </message>
    <message>
        <source>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</source>
        <translation>Lo fija la puntuación: con fichas en un bote y en la serie se gana cantando 31; con puntos de castigo y con más puntos cada mano se juega hasta el final.</translation>
    </message>
    <message>
        <source>Only where players may claim 31.</source>
        <translation>Solo si los jugadores pueden cantar 31.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double, so a wrong claim loses the hand.</source>
        <translation>En la serie no hay bote que doblar, así que un canto equivocado pierde la mano.</translation>
    </message>
    <message>
        <source>Only with chips in a pot.</source>
        <translation>Solo con fichas en un bote.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players.</source>
        <translation>Las manos de 4 cartas son para 5 jugadores como mucho.</translation>
    </message>
    <message>
        <source>Opponent %1 needs a name.</source>
        <translation>El rival %1 necesita un nombre.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double: a wrong claim now loses the hand.</source>
        <translation>En la serie no hay bote que doblar: ahora un canto equivocado pierde la mano.</translation>
    </message>
    <message>
        <source>for %1 to %2 players</source>
        <translation>para %1 a %2 jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>%n opción cambiada</numerusform>
            <numerusform>%n opciones cambiadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems shown above first.</source>
        <translation>Corrige primero los problemas indicados arriba.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>You sat down at %1&apos;s table. The game starts when %1 starts it.</source>
        <translation>Estás en la mesa de %1. La partida empieza cuando %1 la inicie.</translation>
    </message>
    <message>
        <source>%1 sat down at the table.</source>
        <translation>%1 está en la mesa.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 deja la mesa; el ordenador juega el puesto.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 vuelve a estar en la mesa.</translation>
    </message>
    <message>
        <source>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</source>
        <translation>Un jugador con otra versión de Bura Desktop no ha podido sentarse (versión de la mesa allí %1, aquí %2).</translation>
    </message>
    <message>
        <source>The table could not be opened on port %1: %2</source>
        <translation>No se pudo abrir la mesa en el puerto %1: %2</translation>
    </message>
    <message>
        <source>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</source>
        <translation>Esta partida empezó en una mesa abierta en la red: Partida ▸ Abrir una mesa… la abre de nuevo para sus jugadores.</translation>
    </message>
    <message>
        <source>The connection to the table dropped: dialling it again…</source>
        <translation>Se cortó la conexión con la mesa: volviendo a conectar…</translation>
    </message>
    <message>
        <source>You are back in your seat.</source>
        <translation>Vuelves a estar en tu sitio.</translation>
    </message>
    <message>
        <source>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</source>
        <translation>Una mesa abierta empieza una partida nueva con quienes se sienten: la mano en curso y su bote se perderán. ¿Abrir la mesa?</translation>
    </message>
    <message>
        <source>The table is open. Players join at %1, port %2, with the code %3.</source>
        <translation>La mesa está abierta. Los jugadores entran por %1, puerto %2, con el código %3.</translation>
    </message>
    <message>
        <source>The table is open again. Its players come back at %1, port %2, with the code %3.</source>
        <translation>La mesa está abierta de nuevo. Sus jugadores vuelven en %1, puerto %2, con el código %3.</translation>
    </message>
    <message>
        <source>Host a table first (Game ▸ Host a table…), then invite friends to it.</source>
        <translation>Primero abre una mesa (Partida ▸ Abrir una mesa…) y luego invita a tus amigos.</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>La mesa está cerrada.</translation>
    </message>
    <message>
        <source>%1 did not move in time; a computer plays for them until they are back.</source>
        <translation>%1 no jugó a tiempo; hasta su vuelta, el ordenador juega ese puesto.</translation>
    </message>
    <message>
        <source>You did not move in time; a computer plays for you until you are back.</source>
        <translation>No jugaste a tiempo; hasta que vuelvas, el ordenador juega por ti.</translation>
    </message>
    <message>
        <source>A computer plays for you</source>
        <translation>El ordenador juega por ti</translation>
    </message>
    <message>
        <source>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</source>
        <translation>No jugaste a tiempo, así que por ahora el ordenador juega tu puesto. La partida sigue; recupera tu puesto cuando quieras.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Ya estoy aquí</translation>
    </message>
    <message>
        <source>That invitation code is not right: check it with the host.</source>
        <translation>Ese código de invitación no es correcto: compruébalo con el anfitrión.</translation>
    </message>
    <message>
        <source>No table answered this invitation: it may have been used or closed.</source>
        <translation>Ninguna mesa respondió a esta invitación: puede que ya se haya usado o cerrado.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline.</source>
        <translation>No se puede contactar con el servidor de invitaciones: puede que este ordenador no tenga conexión.</translation>
    </message>
    <message>
        <source>This invitation has lapsed: ask the host for a new one.</source>
        <translation>Esta invitación ha caducado: pide una nueva al anfitrión.</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table across the internet. Take it back now?</source>
        <translation>Tienes un sitio en la mesa de %1 por internet. ¿Volver a él ahora?</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table (%2, port %3). Take it back now?</source>
        <translation>Tienes un puesto en la mesa de %1 (%2, puerto %3). ¿Volver a él ahora?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Volver a mi puesto</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Renunciar al puesto</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>El anfitrión no ha respondido.</translation>
    </message>
    <message>
        <source>The host could not be reached.</source>
        <translation>No se pudo llegar al anfitrión.</translation>
    </message>
    <message>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>En esta mesa ya hay alguien con ese nombre: elige otro.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a few seconds and try again.</source>
        <translation>Demasiados códigos erróneos: espera unos segundos y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>The table&apos;s code is not right.</source>
        <translation>El código de la mesa no es correcto.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Todos los puestos abiertos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table.</source>
        <translation>Ese nombre no se puede usar en esta mesa.</translation>
    </message>
    <message>
        <source>The host plays another version of Bura Desktop (table version %1, this one %2).</source>
        <translation>El anfitrión juega otra versión de Bura Desktop (versión de la mesa %1, esta %2).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</source>
        <translation>Bura Desktop ya se está ejecutando con este perfil (%1), pero su ventana no responde. Cierre ese juego, o espérelo, y vuelva a iniciarlo.</translation>
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
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Esta partida</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>No session is being played.</source>
        <translation>No se está jugando ninguna partida.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Rivales:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Won and lost by opponent level</source>
        <translation>Ganadas y perdidas por nivel de rival</translation>
    </message>
    <message>
        <source>How hands ended</source>
        <translation>Cómo acabaron las manos</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Save the hands shown as a spreadsheet file.</source>
        <translation>Guardar las manos mostradas como hoja de cálculo.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Delete every recorded hand (a backup is kept).</source>
        <translation>Borrar todas las manos registradas (se guarda una copia).</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Net chips</source>
        <translation>Fichas netas</translation>
    </message>
    <message>
        <source>Biggest pot won</source>
        <translation>Mayor bote ganado</translation>
    </message>
    <message>
        <source>Claims right / wrong</source>
        <translation>31 acertados / fallados</translation>
    </message>
    <message>
        <source>Buras</source>
        <translation>Buras</translation>
    </message>
    <message>
        <source>Average card points</source>
        <translation>Puntos medios</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Racha de victorias</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Racha más larga</translation>
    </message>
    <message>
        <source>Hands with hints or points assist</source>
        <translation>Manos con pistas o ayuda de puntos</translation>
    </message>
    <message>
        <source>Claim of 31</source>
        <translation>31 acertado</translation>
    </message>
    <message>
        <source>Wrong claim</source>
        <translation>31 falso</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Bura</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Cante</translation>
    </message>
    <message>
        <source>Played out</source>
        <translation>Jugada hasta el final</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Más puntos</translation>
    </message>
    <message>
        <source>Statistics are not being recorded.</source>
        <translation>No se están registrando estadísticas.</translation>
    </message>
    <message>
        <source>Hands won over the session</source>
        <translation>Manos ganadas en la partida</translation>
    </message>
    <message>
        <source>Penalty points over the session</source>
        <translation>Puntos de castigo en la partida</translation>
    </message>
    <message>
        <source>Bankroll over the session</source>
        <translation>Fichas en la partida</translation>
    </message>
    <message>
        <source>Net chips over all hands</source>
        <translation>Fichas netas en todas las manos</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
        <translation>¿Borrar todas las manos registradas, de todas las partidas? Se guarda una copia de seguridad de las estadísticas.</translation>
    </message>
    <message>
        <source>The statistics were reset. The backup is %1.</source>
        <translation>Estadísticas borradas. La copia de seguridad es %1.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played; Off moves them at once.</source>
        <translation>Lo rápido que se reparten y juegan las cartas; «Desactivada» las mueve al instante.</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animación:</translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation>Atlas</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>The traditional Russian Atlas pack.</source>
        <translation>La tradicional baraja rusa Atlas.</translation>
    </message>
    <message>
        <source>Large indices and four suit colours, easy to read.</source>
        <translation>Índices grandes y cuatro colores de palo, fáciles de leer.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <comment>card back</comment>
        <translation>El de la baraja</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>The back of every card face down.</source>
        <translation>El reverso de cada carta boca abajo.</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Reverso de las cartas:</translation>
    </message>
    <message>
        <source>Any colour for the cloth on the table, chosen in the colour picker.</source>
        <translation>Cualquier color para el paño de la mesa, desde el selector de colores.</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Burdeos</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Nogal</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Antracita</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Color de la mesa:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeñas</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medianas</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>How large the cards are drawn on the table.</source>
        <translation>El tamaño de las cartas en la mesa.</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Tamaño de cartas:</translation>
    </message>
    <message>
        <source>Show a running count of my card points</source>
        <translation>Mostrar la cuenta de mis puntos</translation>
    </message>
    <message>
        <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
        <translation>Normalmente no se pueden mirar las bazas antes de cantar 31. Con la ayuda, la mesa muestra tus puntos; las manos jugadas así se marcan en las estadísticas.</translation>
    </message>
    <message>
        <source>Points assist:</source>
        <translation>Ayuda de puntos:</translation>
    </message>
    <message>
        <source>Sort my cards by suit, trumps last</source>
        <translation>Ordenar mis cartas por palo, triunfos al final</translation>
    </message>
    <message>
        <source>Off: your cards stay in the order they were dealt and drawn.</source>
        <translation>Si está desactivado, tus cartas quedan en el orden en que se repartieron y robaron.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tu mano:</translation>
    </message>
    <message>
        <source>Play sounds (M turns them on or off)</source>
        <translation>Reproducir sonidos (M los activa o desactiva)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Sonido:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>How loud the cards and chips sound.</source>
        <translation>Lo fuerte que suenan las cartas y las fichas.</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <source>Also when animation is off</source>
        <translation>También sin animación</translation>
    </message>
    <message>
        <source>With animation off the table is silent unless this is chosen.</source>
        <translation>Sin animación la mesa queda en silencio, salvo que se elija esto.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Otro color…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Cards left to draw, besides the trump indicator.</source>
        <translation>Cartas que quedan por robar, además de la muestra de triunfo.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>The pot: whoever wins the hand takes it.</source>
        <translation>El bote: se lo lleva quien gana la mano.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Mazo %1</translation>
    </message>
    <message>
        <source>%1!</source>
        <translation>¡%1!</translation>
    </message>
    <message>
        <source>31!</source>
        <translation>¡31!</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Your cards. Left and Right move between them, Space chooses one, Enter plays the chosen cards, Tab goes to the buttons.</source>
        <translation>Tus cartas. Izquierda y Derecha se mueven entre ellas, Espacio elige una, Intro juega las elegidas, Tab va a los botones.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, elegida</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
</context>
<context>
    <name>TrumpBadge</name>
    <message>
        <source>Trump %1 (%2)</source>
        <translation>Triunfo %1 (%2)</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Triunfo %1</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>The coach looks at your move…</source>
        <translation>El entrenador mira tu jugada…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>¡31!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Cantar</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>A ciegas</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Play the chosen cards. Key: Enter.</source>
        <translation>Jugar las cartas elegidas. Tecla: Intro.</translation>
    </message>
    <message>
        <source>Claim that your pile holds 31 card points. Key: C.</source>
        <translation>Cantar 31: tus bazas suman 31 puntos. Tecla: C.</translation>
    </message>
    <message>
        <source>Bet blind, before seeing your cards. Key: B.</source>
        <translation>Apostar a ciegas, antes de ver tus cartas. Tecla: B.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Hint: play %1 face down. Press Play or Enter.</source>
        <translation>Pista: juega %1 boca abajo. Pulsa Jugar o Intro.</translation>
    </message>
    <message>
        <source>Hint: play %1. Press Play or Enter.</source>
        <translation>Pista: juega %1. Pulsa Jugar o Intro.</translation>
    </message>
    <message>
        <source>Hint: claim 31 now (C).</source>
        <translation>Pista: canta 31 ahora (C).</translation>
    </message>
    <message>
        <source>Hint: declare %1 (D).</source>
        <translation>Pista: canta %1 (D).</translation>
    </message>
    <message>
        <source>Hint: bet blind.</source>
        <translation>Pista: apuesta a ciegas.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Pista: pasa.</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Jugar de todos modos</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Coach: %1 looks costly; %2 is better.</source>
        <translation>Entrenador: %1 parece una jugada costosa; %2 es mejor.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Cantar %1</translation>
    </message>
    <message>
        <source>%1 Click the cards or press their numbers (H for a hint).</source>
        <translation>%1 Haz clic en las cartas o pulsa sus números (H para una pista).</translation>
    </message>
    <message>
        <source>Lead %1: press Play or Enter.</source>
        <translation>Sales con %1: pulsa Jugar o Intro.</translation>
    </message>
    <message>
        <source>%1 beats the trick: press Play or Enter.</source>
        <translation>%1 gana la baza: pulsa Jugar o Intro.</translation>
    </message>
    <message>
        <source>%1 does not beat the trick: it is thrown. Press Play or Enter.</source>
        <translation>%1 no gana la baza: se descarta. Pulsa Jugar o Intro.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</source>
        <translation>¿Cantar 31 ahora? Si tus bazas suman menos de 31 puntos, el canto es falso y te cuesta caro.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>%1 face down</source>
        <translation>%1 boca abajo</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>canto de 31</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>apuesta a ciegas</translation>
    </message>
    <message>
        <source>Card points handed to the trick&apos;s winner</source>
        <translation>Puntos regalados a quien gana la baza</translation>
    </message>
    <message>
        <source>Chance of a Bura of yours later in the hand</source>
        <translation>Probabilidad de hacer Bura más adelante en la mano</translation>
    </message>
    <message>
        <source>Chance of taking this trick and the lead</source>
        <translation>Probabilidad de ganar esta baza y la salida</translation>
    </message>
    <message>
        <source>Chance of reaching 31 and claiming</source>
        <translation>Probabilidad de llegar a 31 y cantarlo</translation>
    </message>
    <message>
        <source>Chance that another player claims 31</source>
        <translation>Probabilidad de que otro jugador cante 31</translation>
    </message>
    <message>
        <source>Chance that your opponent claims 31</source>
        <translation>Probabilidad de que el rival cante 31</translation>
    </message>
    <message>
        <source>Chance of winning the hand</source>
        <translation>Probabilidad de ganar la mano</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1: %2 with %3, %4 with %5.</source>
        <translation>%1: %2 con %3, %4 con %5.</translation>
    </message>
    <message>
        <source>It hands the trick&apos;s winner fewer points than %1.</source>
        <translation>Así quien gana la baza se lleva menos puntos que con la otra jugada (%1).</translation>
    </message>
    <message>
        <source>It keeps a better chance of a Bura later than %1.</source>
        <translation>Así es más probable hacer Bura más adelante que con la otra jugada (%1).</translation>
    </message>
    <message>
        <source>It takes this trick and the lead more often than %1.</source>
        <translation>Así ganas esta baza y la salida más a menudo que con la otra jugada (%1).</translation>
    </message>
    <message>
        <source>It reaches 31 and claims more often than %1.</source>
        <translation>Así llegas a 31 y lo cantas más a menudo que con la otra jugada (%1).</translation>
    </message>
    <message>
        <source>Another player claims 31 less often than after %1.</source>
        <translation>Así otro jugador canta 31 menos a menudo que tras la otra jugada (%1).</translation>
    </message>
    <message>
        <source>Your opponent claims 31 less often than after %1.</source>
        <translation>Así el rival canta 31 menos a menudo que tras la otra jugada (%1).</translation>
    </message>
    <message>
        <source>It wins the hand more often than %1.</source>
        <translation>Así ganas la mano más a menudo que con la otra jugada (%1).</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>No hands played yet</source>
        <translation>Aún no se ha jugado ninguna mano</translation>
    </message>
</context>
</TS>
