<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>About</name>
    <message>
        <source>Every file of this bundle and its licence</source>
        <translation>Каждый файл этой сборки и его лицензия</translation>
    </message>
    <message>
        <source>Bura Desktop: GNU GPL 3.0 or later</source>
        <translation>Bura Desktop: GNU GPL 3.0 или более поздняя</translation>
    </message>
    <message>
        <source>Atlas card art: GNU LGPL 3.0 or later</source>
        <translation>Рисунок карт «Атласные»: GNU LGPL 3.0 или более поздняя</translation>
    </message>
    <message>
        <source>DejaVu fonts: Bitstream Vera licence</source>
        <translation>Шрифты DejaVu: лицензия Bitstream Vera</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt и PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>Python: PSF licence</source>
        <translation>Python: лицензия PSF</translation>
    </message>
    <message>
        <source>Atlas card art: Vincent Bermel&apos;s AisleRiot deck (2024), after Dmitry Fomin&apos;s drawing of the Atlas pack designed by Adolf Charlemagne in 1862.</source>
        <translation>Рисунок карт «Атласные»: колода AisleRiot Венсана Бермеля (2024) по рисунку Дмитрия Фомина атласной колоды, созданной Адольфом Шарлеманем в 1862 году.</translation>
    </message>
    <message>
        <source>High-contrast cards and sounds: made for Bura Desktop.</source>
        <translation>Контрастные карты и звуки: сделаны для Bura Desktop.</translation>
    </message>
    <message>
        <source>DejaVu fonts: the DejaVu authors, after Bitstream Vera by Bitstream, Inc.</source>
        <translation>Шрифты DejaVu: авторы DejaVu, на основе Bitstream Vera от Bitstream, Inc.</translation>
    </message>
    <message>
        <source>Bura Desktop %1</source>
        <translation>Bura Desktop %1</translation>
    </message>
    <message>
        <source>Bura, the Russian trick-taking card game.</source>
        <translation>Бура, русская карточная игра на взятки.</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Свободная программа: её можно распространять и изменять на условиях GNU General Public License версии 3 или более поздней. Она поставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Source code, bug reports and releases:</source>
        <translation>Исходный код, сообщения об ошибках и выпуски:</translation>
    </message>
    <message>
        <source>Credits:</source>
        <translation>Авторы:</translation>
    </message>
    <message>
        <source>Licences (each link opens its text):</source>
        <translation>Лицензии (ссылка открывает текст):</translation>
    </message>
    <message>
        <source>About Bura Desktop</source>
        <translation>О программе Bura Desktop</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, рубашкой вверх</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Карта рубашкой вверх</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank letter of the king</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank letter of the ace</comment>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The saved game goes on. --players and --level are for a new game: Game ▸ New game, or start Bura with --new-game.</source>
        <translation>Сохранённая игра продолжается. --players и --level относятся к новой игре: Игра ▸ Новая игра или запуск Буры с --new-game.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. No log file could be written.</source>
        <translation>В Bura Desktop произошла ошибка (%1). Игру можно продолжить, но надёжнее её перезапустить. Файл журнала записать не удалось.</translation>
    </message>
    <message>
        <source>Something went wrong in Bura Desktop (%1). The game may go on, but restarting it is safer. The details are in the log file:
%2</source>
        <translation>В Bura Desktop произошла ошибка (%1). Игру можно продолжить, но надёжнее её перезапустить. Подробности — в файле журнала:
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
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <source>Bura Desktop could not open %1</source>
        <translation>Bura Desktop не смогла открыть %1</translation>
    </message>
    <message>
        <source>Open it with your file manager or browser. (%1)</source>
        <translation>Откройте это в файловом менеджере или браузере. (%1)</translation>
    </message>
    <message>
        <source>no program to open it</source>
        <translation>нет программы, чтобы это открыть</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 не установлен</translation>
    </message>
    <message>
        <source>%1 ended with status %2</source>
        <translation>%1 завершился с кодом %2</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The language of menus, messages and rules.</source>
        <translation>Язык меню, сообщений и правил.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Bura.</source>
        <translation>Новый язык будет включён при следующем запуске Буры.</translation>
    </message>
    <message>
        <source>Ask before claiming 31</source>
        <translation>Спрашивать перед «31!»</translation>
    </message>
    <message>
        <source>A wrong claim costs chips or the hand, so ask once more before claiming.</source>
        <translation>Ошибочное «31!» стоит фишек или сдачи, поэтому переспросить перед заявкой.</translation>
    </message>
    <message>
        <source>Claims:</source>
        <translation>«31!»:</translation>
    </message>
    <message>
        <source>Warn me before a costly move</source>
        <translation>Предупреждать перед дорогим ходом</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would mark as a mistake, the table says why and offers to take it back. It speaks only where the Expert is sure; hands it speaks in count as helped, like hints.</source>
        <translation>Перед ходом, который разбор Мастера отметил бы как ошибку, стол объясняет почему и предлагает взять ход назад. Тренер говорит, только когда Мастер уверен; сдачи, в которых он говорил, считаются сыгранными с помощью, как с подсказками.</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Тренер:</translation>
    </message>
</context>
<context>
    <name>HandFilters</name>
    <message>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Все соперники</translation>
    </message>
    <message>
        <source>Only hands with at least one opponent of this level.</source>
        <translation>Только сдачи, где был хотя бы один соперник этого уровня.</translation>
    </message>
</context>
<context>
    <name>HandOverPanel</name>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Сдать эти карты снова</translation>
    </message>
    <message>
        <source>A new game that deals these same cards again.</source>
        <translation>Новая игра, в которой сдаются те же самые карты.</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Разобрать эту сдачу</translation>
    </message>
    <message>
        <source>Watch the hand again while the Expert weighs each of your decisions.</source>
        <translation>Посмотреть сдачу снова, пока Мастер оценивает каждое ваше решение.</translation>
    </message>
    <message>
        <source>Next hand (N)</source>
        <translation>Следующая сдача (N)</translation>
    </message>
    <message>
        <source>Deal the next hand. Key: N.</source>
        <translation>Раздать карты на следующую сдачу. Клавиша: N.</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Конец сдачи</translation>
    </message>
    <message>
        <source>net chips</source>
        <translation>фишки, итог</translation>
    </message>
    <message>
        <source>hands won</source>
        <translation>выиграно сдач</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>штрафные очки</translation>
    </message>
    <message>
        <source>card points</source>
        <translation>очки</translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n рубашкой вверх</numerusform>
            <numerusform>+ %n рубашкой вверх</numerusform>
            <numerusform>+ %n рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal seed %1</source>
        <translation>Номер сдачи %1</translation>
    </message>
    <message>
        <source>Back to your game</source>
        <translation>Вернуться к своей игре</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Оставить тренировочную сдачу и вернуться к игре, которую вы вели.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Начать новую игру.</translation>
    </message>
    <message>
        <source>The host deals the next hand</source>
        <translation>Следующую сдачу сдаёт хозяин стола</translation>
    </message>
    <message>
        <source>The table goes on when the host deals.</source>
        <translation>Игра продолжится, когда хозяин стола сдаст карты.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>История сдач</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Соперники:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Просмотреть</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the hand as text, to paste anywhere.</source>
        <translation>Скопировать сдачу текстом, чтобы вставить куда угодно.</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <source>Save the hand as a text file.</source>
        <translation>Сохранить сдачу в текстовый файл.</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Watch a hand copied as text.</source>
        <translation>Посмотреть сдачу, скопированную текстом.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Watch a hand from a text file.</source>
        <translation>Посмотреть сдачу из текстового файла.</translation>
    </message>
    <message>
        <source>No hands are recorded yet.</source>
        <translation>Записанных сдач пока нет.</translation>
    </message>
    <message>
        <source>No recorded hand matches these filters.</source>
        <translation>Ни одна записанная сдача не подходит под эти фильтры.</translation>
    </message>
    <message>
        <source>claim of 31</source>
        <translation>заявка 31</translation>
    </message>
    <message>
        <source>wrong claim</source>
        <translation>ошибочная заявка</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Бура</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>объявление</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>сдача сыграна до конца</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>больше всех очков</translation>
    </message>
    <message>
        <source>Won: %1</source>
        <translation>Выигрыш: %1</translation>
    </message>
    <message>
        <source>Lost: %1</source>
        <translation>Проигрыш: %1</translation>
    </message>
    <message>
        <source>%1 (chips: %2)</source>
        <translation>%1 (фишки: %2)</translation>
    </message>
    <message>
        <source>This hand was recorded without its actions (by an older version, or resumed from a saved game), so it cannot be replayed.</source>
        <translation>Эта сдача записана без ходов (более старой версией или после продолжения сохранённой игры), поэтому её нельзя просмотреть.</translation>
    </message>
    <message>
        <source>This hand does not replay as it was recorded, so it is not shown (the record may be damaged, or the rules have changed): %1</source>
        <translation>Эта сдача не разыгрывается так, как записана, поэтому не показывается (запись повреждена или правила изменились): %1</translation>
    </message>
    <message>
        <source>The hand is copied as text.</source>
        <translation>Сдача скопирована текстом.</translation>
    </message>
    <message>
        <source>Save hand</source>
        <translation>Сохранить сдачу</translation>
    </message>
    <message>
        <source>Bura hands (*.txt)</source>
        <translation>Сдачи буры (*.txt)</translation>
    </message>
    <message>
        <source>The hand could not be saved: %1</source>
        <translation>Не удалось сохранить сдачу: %1</translation>
    </message>
    <message>
        <source>This is far too much text to be a hand.</source>
        <translation>Это слишком много текста для сдачи.</translation>
    </message>
    <message>
        <source>The hand is saved as text.</source>
        <translation>Сдача сохранена текстом.</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Открыть сдачу</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Не удалось прочитать файл: %1</translation>
    </message>
    <message>
        <source>This file is far too large to be a hand.</source>
        <translation>Этот файл слишком велик для сдачи.</translation>
    </message>
    <message>
        <source>This file is not text, so it is not a hand.</source>
        <translation>Этот файл не текстовый, значит, это не сдача.</translation>
    </message>
    <message>
        <source>The hand could not be read. Line %1: %2</source>
        <translation>Не удалось прочитать сдачу. Строка %1: %2</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>A new game starts with the rules and players of your preferences. Tick the seats that friends on this network may take: a computer plays each until someone sits down, and again if they leave.</source>
        <translation>Начнётся новая игра с правилами и игроками из настроек. Отметьте места, которые могут занять друзья в этой сети: пока никто не сел, за место играет компьютер, и снова, если человек уйдёт.</translation>
    </message>
    <message>
        <source>%1&apos;s seat is open to a person</source>
        <translation>Место «%1» открыто для человека</translation>
    </message>
    <message>
        <source>how the others see you</source>
        <translation>как вас увидят другие</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>How long a player may take over a move before a computer plays for them; they take their seat back when they return.</source>
        <translation>Сколько игрок может думать над ходом, прежде чем за это место сыграет компьютер; вернувшись, игрок снова занимает своё место.</translation>
    </message>
    <message>
        <source>A computer takes over after:</source>
        <translation>Компьютер заменяет игрока через:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Players join with the table&apos;s code, which this window shows once the table is open. A firewall on this computer must let others reach this port (TCP).</source>
        <translation>Игроки входят по коду стола: это окно покажет его, когда стол откроется. Брандмауэр этого компьютера должен пропускать к этому порту (TCP).</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунды</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite over the internet</source>
        <translation>Пригласить через интернет</translation>
    </message>
    <message>
        <source>Read this code to a friend anywhere. They choose Game ▸ Join a table… and type it under Invitation. It lets one person in, and lapses when the table closes.</source>
        <translation>Продиктуйте этот код другу, где бы он ни был. Он выбирает Игра ▸ Сесть за стол… и вводит его в поле «Приглашение». Код впускает одного человека и перестаёт действовать, когда стол закрывается.</translation>
    </message>
    <message>
        <source>Making an invitation…</source>
        <translation>Создаём приглашение…</translation>
    </message>
    <message>
        <source>What leaves this computer: the invitation goes through magic-wormhole&apos;s mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent; the cards, the names and the codes pass them encrypted.</source>
        <translation>Что уходит с этого компьютера: приглашение идёт через почтовый и ретрансляционный серверы magic-wormhole. Они видят интернет-адрес этого компьютера, когда вы играете и сколько передаётся; карты, имена и коды проходят через них зашифрованными.</translation>
    </message>
    <message>
        <source>Copy the code</source>
        <translation>Копировать код</translation>
    </message>
    <message>
        <source>Waiting for your friend…</source>
        <translation>Ждём вашего друга…</translation>
    </message>
    <message>
        <source>The code is copied.</source>
        <translation>Код скопирован.</translation>
    </message>
    <message>
        <source>Someone typed a wrong code (%1 so far); the invitation is still open for the right one.</source>
        <translation>Кто-то ввёл неверный код (уже %1); приглашение по-прежнему ждёт верного.</translation>
    </message>
    <message>
        <source>Your friend is in: they sit down at the table now.</source>
        <translation>Ваш друг подключился и садится за стол.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline. Playing on this network still works.</source>
        <translation>Сервер приглашений недоступен: возможно, компьютер не подключён к интернету. Игра в локальной сети по-прежнему работает.</translation>
    </message>
    <message>
        <source>Too many wrong codes were typed: this invitation is closed. Make a new one.</source>
        <translation>Слишком много неверных кодов: это приглашение закрыто. Создайте новое.</translation>
    </message>
    <message>
        <source>This invitation has lapsed. Make a new one.</source>
        <translation>Это приглашение больше не действует. Создайте новое.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Ищем столы в этой сети…</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Столы в этой сети:</translation>
    </message>
    <message>
        <source>for example 7-guitarist-revenge</source>
        <translation>например, 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code a host read out to you, to join a table anywhere on the internet.</source>
        <translation>Код, который вам продиктовал хозяин стола, чтобы сесть за стол где угодно в интернете.</translation>
    </message>
    <message>
        <source>Invitation:</source>
        <translation>Приглашение:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>например, 192.168.1.20</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Адрес хозяина стола:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Код стола:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Сесть</translation>
    </message>
    <message>
        <source>%1&apos;s table (another version of Bura Desktop)</source>
        <translation>Стол: %1 (другая версия Bura Desktop)</translation>
    </message>
    <message numerus="yes">
        <source>%n open seat(s)</source>
        <translation>
            <numerusform>%n свободное место</numerusform>
            <numerusform>%n свободных места</numerusform>
            <numerusform>%n свободных мест</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, game on, %3</source>
        <translation>Стол: %1, игроков: %2, игра идёт, %3</translation>
    </message>
    <message>
        <source>%1&apos;s table, %2 players, %3</source>
        <translation>Стол: %1, игроков: %2, %3</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>The cards and their points</source>
        <translation>Карты и их очки</translation>
    </message>
    <message>
        <source>That card is worth nothing: lead %1, worth 11.</source>
        <translation>Эта карта ничего не стоит: зайдите с %1, это 11 очков.</translation>
    </message>
    <message>
        <source>Your %1 took the trick: its points are in your pile. The winner leads again: lead %2, worth 10, and see who takes it.</source>
        <translation>Ваш %1 взял взятку: её очки в вашей стопке. Кто взял, тот и ходит: зайдите с %2, это 10 очков, и посмотрите, кто её возьмёт.</translation>
    </message>
    <message>
        <source>Lead %2 this time, to see who takes its 10 points.</source>
        <translation>На этот раз зайдите с %2 — посмотрите, кому достанутся её 10 очков.</translation>
    </message>
    <message>
        <source>%1 beat your ten and took the trick&apos;s 21 points. The 36 cards hold 120 points: whoever has 31 in their tricks and says so wins the hand.</source>
        <translation>Ваша десятка побита: %1 забирает взятку и её 21 очко. В 36 картах 120 очков: кто набрал во взятках 31 и сказал об этом, выигрывает сдачу.</translation>
    </message>
    <message>
        <source>Beating a card</source>
        <translation>Как побить карту</translation>
    </message>
    <message>
        <source>%1 leads %2. A card beats it if it is higher and of the same suit, or if it is a trump. Beat %2.</source>
        <translation>%1 ходит с %2. Её бьёт старшая карта той же масти или козырь. Побейте %2.</translation>
    </message>
    <message>
        <source>You took the trick, so you lead. Lead %1: it is worth nothing, so it costs nothing if %2 takes it.</source>
        <translation>Взятка ваша, поэтому ходите вы. Зайдите с %1: она ничего не стоит, и если её возьмёт %2, вы ничего не потеряете.</translation>
    </message>
    <message>
        <source>%1 leads %2 and you have no higher club. But the card under the stock makes %3 trumps, and a trump beats any card of another suit. Beat %2.</source>
        <translation>%1 ходит с %2, а старшей трефы у вас нет. Но карта под прикупом делает %3 козырями, а козырь бьёт любую карту другой масти. Побейте %2.</translation>
    </message>
    <message>
        <source>A higher card of the same suit beats a card, and a trump beats any card of another suit. A card that does not beat is thrown, and the best card takes the trick.</source>
        <translation>Карту бьёт старшая карта той же масти, а козырь бьёт любую другую масть. Карта, которая не бьёт, сбрасывается, и взятку забирает лучшая карта.</translation>
    </message>
    <message>
        <source>Several cards at once</source>
        <translation>Несколько карт сразу</translation>
    </message>
    <message>
        <source>%1 leads two cards of one suit, %2: you must answer with two cards. You cannot beat both, so throw two, and give away as little as you can.</source>
        <translation>%1 ходит двумя картами одной масти, %2: отвечать нужно двумя картами. Побить обе вы не можете, так что сбросьте две и отдайте как можно меньше.</translation>
    </message>
    <message>
        <source>%1 leads %2. To take two cards you must beat each of them with a card of your own. Choose two cards that do, then press Play.</source>
        <translation>%1 ходит с %2. Чтобы взять две карты, каждую нужно побить своей картой. Выберите две такие карты и нажмите «Ходить».</translation>
    </message>
    <message>
        <source>Now you lead. You may lead one, two or three cards, all of one suit: lead %1 together.</source>
        <translation>Теперь ходите вы. Заходить можно одной, двумя или тремя картами одной масти: зайдите с %1 вместе.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play: they are led together.</source>
        <translation>Выберите обе карты %1 и нажмите «Ходить»: ими заходят вместе.</translation>
    </message>
    <message>
        <source>A lead of several cards is beaten only card for card. What cannot beat is thrown, and thrown points go to the trick&apos;s winner.</source>
        <translation>Заход из нескольких карт бьют только карта за картой. Что не бьёт — сбрасывается, и сброшенные очки уходят тому, кто взял взятку.</translation>
    </message>
    <message>
        <source>The stock and the trump</source>
        <translation>Колода и козырь</translation>
    </message>
    <message>
        <source>The card face up under the stock is the trump indicator: %1 are trumps this hand, and it is the last card drawn. Lead %2.</source>
        <translation>Открытая карта под прикупом — козырная: в этой сдаче козыри %1, и эту карту берут последней. Зайдите с %2.</translation>
    </message>
    <message>
        <source>Three cards of one suit that is not trumps are a molodka: declare it (D) before the lead and the lead is yours, unless the player who would lead shows a combination as good or better.</source>
        <translation>Три карты одной некозырной масти — это молодка: объявите её (D) до захода, и ход ваш, если только тот, кто должен был ходить, не покажет такую же или старшую комбинацию.</translation>
    </message>
    <message>
        <source>That is Bura. To start, set your opponents to Beginner in Preferences (Players); Preferences has every rule and these forms of the game.</source>
        <translation>Это и есть бура. Для начала поставьте соперникам уровень «Новичок» в настройках (вкладка «Игроки»); там же все правила и эти варианты игры.</translation>
    </message>
    <message>
        <source>This lesson goes on with %1: lead it.</source>
        <translation>Этот урок продолжается с %1: зайдите с неё.</translation>
    </message>
    <message>
        <source>Cards count points: ace 11, ten 10, king 4, queen 3, jack 2; nine to six nothing. They rank in that order, the ten above the king. You lead first: lead your card worth the most, %1.</source>
        <translation>У карт есть очки: туз 11, десятка 10, король 4, дама 3, валет 2; от девятки до шестёрки — ничего. В том же порядке они и старше: десятка выше короля. Вы ходите первым: зайдите с самой дорогой карты, %1.</translation>
    </message>
    <message>
        <source>This lesson goes on with %2: lead it.</source>
        <translation>Этот урок продолжается с %2: зайдите с неё.</translation>
    </message>
    <message>
        <source>%1 took the trick and drew first, then you: after every trick the hands are filled to three again, the winner first. Beat %2.</source>
        <translation>Взятку берёт %1, поэтому %1 добирает карты раньше вас: после каждой взятки руки добираются до трёх карт, начиная с того, кто взял. Побейте %2.</translation>
    </message>
    <message>
        <source>When the stock can no longer fill every hand, nobody draws: the rest, the trump indicator too, is set aside and the hand is played on from the hands.</source>
        <translation>Когда прикупа уже не хватает, чтобы добрать все руки, никто не берёт: остаток вместе с козырной картой откладывается, и сдача доигрывается с рук.</translation>
    </message>
    <message>
        <source>Counting to 31</source>
        <translation>Считаем до 31</translation>
    </message>
    <message>
        <source>Lead %1 together.</source>
        <translation>Зайдите с %1 вместе.</translation>
    </message>
    <message>
        <source>Choose both %1 and press Play.</source>
        <translation>Выберите обе карты %1 и нажмите «Ходить».</translation>
    </message>
    <message>
        <source>Count your tricks: 11 + 10 + 4 + 0 = 25 points. Not 31 yet, so do not claim: lead %1.</source>
        <translation>Посчитайте свои взятки: 11 + 10 + 4 + 0 = 25 очков. Это ещё не 31, так что не заявляйте: зайдите с %1.</translation>
    </message>
    <message>
        <source>Lead %1: it is worth 11.</source>
        <translation>Зайдите с %1: это 11 очков.</translation>
    </message>
    <message>
        <source>25 and 11 make 36: 31 or more. Claim it now (C, or Claim 31): your tricks are shown and counted, and you win the hand.</source>
        <translation>25 и 11 — это 36: 31 или больше. Заявите сейчас (C или кнопка «31!»): ваши взятки откроют и посчитают, и сдача ваша.</translation>
    </message>
    <message>
        <source>You have 31 or more: claim now, before you play on.</source>
        <translation>У вас 31 или больше: заявите сейчас, не играя дальше.</translation>
    </message>
    <message>
        <source>A claim with fewer than 31 is wrong and costs you as many chips as the pot holds. In a real game nobody counts for you: keep the count yourself.</source>
        <translation>Заявка «31!» с меньшим счётом ошибочна и стоит вам столько фишек, сколько лежит в банке. В настоящей игре никто не считает за вас: держите счёт в голове.</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Declare your three clubs (D): the lead becomes yours.</source>
        <translation>Объявите свои три трефы (D): ход перейдёт к вам.</translation>
    </message>
    <message>
        <source>The lead is yours. Lead all three %1: %2 must beat every one of them to take the trick.</source>
        <translation>Ход ваш. Зайдите всеми тремя картами %1: %2 возьмёт взятку, только если побьёт каждую из них.</translation>
    </message>
    <message>
        <source>Choose all three %1 and press Play.</source>
        <translation>Выберите все три карты %1 и нажмите «Ходить».</translation>
    </message>
    <message>
        <source>Three aces also give you the lead. Three trumps are a Bura, the best combination: declared, it wins the hand at once.</source>
        <translation>Три туза тоже дают право хода. Три козыря — это бура, лучшая комбинация: объявленная, она сразу выигрывает сдачу.</translation>
    </message>
    <message>
        <source>Bura and the pot</source>
        <translation>Бура и банк</translation>
    </message>
    <message>
        <source>Each player put a chip in the pot to play this hand; the hand&apos;s winner takes it all. You hold three trumps, a Bura: declare it (D) and win now.</source>
        <translation>Каждый игрок положил в банк фишку, чтобы сыграть эту сдачу; победитель забирает всё. У вас три козыря, бура: объявите её (D) и выиграйте сразу.</translation>
    </message>
    <message>
        <source>Declare your Bura (D): it wins the hand at once.</source>
        <translation>Объявите буру (D): она сразу выигрывает сдачу.</translation>
    </message>
    <message>
        <source>The pot is yours. A wrong claim costs as many chips as the pot holds, paid into it; if the cards run out with no claim, the pot waits for the next hand. Your chips are under your name.</source>
        <translation>Банк ваш. Ошибочная заявка стоит столько фишек, сколько лежит в банке, и они идут в банк; если карты кончились, а «31!» никто не сказал, банк ждёт следующей сдачи. Ваши фишки — под вашим именем.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Другие варианты игры</translation>
    </message>
    <message>
        <source>Kozel: four cards each, nobody claims, and the most points at the end take the pot.</source>
        <translation>Козёл: по четыре карты, «31!» никто не заявляет, и банк забирает тот, у кого в конце больше очков.</translation>
    </message>
    <message>
        <source>The rules-sheet series: each hand won is a point, and the first to three wins; only a Bura on lead counts.</source>
        <translation>Серия по листку правил: каждая выигранная сдача — очко, побеждает первый набравший три; считается только бура на своём ходу.</translation>
    </message>
    <message>
        <source>Penalty points: hands are played out, few points cost penalty points, and whoever reaches 12 loses.</source>
        <translation>Штрафные очки: сдачи доигрываются до конца, за малое число очков начисляются штрафные, и кто наберёт 12, проигрывает.</translation>
    </message>
    <message>
        <source>%1 does not beat %2: only a higher card of its suit, or a trump, beats it.</source>
        <translation>%1 не бьёт %2: карту бьёт только старшая карта её масти или козырь.</translation>
    </message>
    <message>
        <source>%1 do not beat %2: each card led needs its own card that beats it, higher and of its suit, or a trump.</source>
        <translation>%1 не бьют %2: каждой карте захода нужна своя бьющая карта — старшая той же масти или козырь.</translation>
    </message>
    <message>
        <source>%1 would give %2 points to the trick&apos;s winner: throw cards worth less.</source>
        <translation>Сбросив %1, вы отдадите взявшему взятку очков: %2. Сбросьте карты подешевле.</translation>
    </message>
    <message>
        <source>Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.</source>
        <translation>Очков в ваших взятках: %1, меньше 31. Такая заявка ошибочна и стоит фишек.</translation>
    </message>
</context>
<context>
    <name>LessonsRoom</name>
    <message>
        <source>&amp;Start the lessons</source>
        <translation>&amp;Начать уроки</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>Не с&amp;ейчас</translation>
    </message>
    <message>
        <source>New to Bura? Learn it in ten minutes on this table, by playing. Help ▸ Learn to play brings the lessons back.</source>
        <translation>Впервые играете в буру? Научитесь за десять минут прямо за этим столом, играя. Справка ▸ Учиться играть вернёт уроки.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Учиться играть</translation>
    </message>
    <message>
        <source>Watch the deal.</source>
        <translation>Смотрите, как сдают карты.</translation>
    </message>
    <message>
        <source>Bura — lesson, not counted</source>
        <translation>Бура — урок, не засчитывается</translation>
    </message>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Урок %1 из %2: %3</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <comment>lesson 3 of 8: its title</comment>
        <translation>%1/%2: %3</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Следующий урок</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Пропустить</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Готово</translation>
    </message>
    <message>
        <source>&amp;Coach me in real games</source>
        <translation>&amp;Тренер в настоящих играх</translation>
    </message>
    <message>
        <source>Before a move the Expert&apos;s review would call a mistake, the table says so.</source>
        <translation>Перед ходом, который разбор Мастера назвал бы ошибкой, стол предупредит.</translation>
    </message>
    <message>
        <source>Try a hand of Kozel</source>
        <translation>Сыграть сдачу в «Козла»</translation>
    </message>
    <message>
        <source>Try a hand of the series</source>
        <translation>Сыграть сдачу серии</translation>
    </message>
    <message>
        <source>Try a hand with penalty points</source>
        <translation>Сыграть сдачу на штрафные очки</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Опытный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Plays sensibly but miscounts its points and forgets cards, so it sometimes claims 31 too early or too late.</source>
        <translation>Играет разумно, но ошибается в подсчёте очков и забывает карты, поэтому иногда заявляет 31 слишком рано или слишком поздно.</translation>
    </message>
    <message>
        <source>Plays by the known tactics: baits with low cards, saves trumps for attacks and claims 31 the moment it has it.</source>
        <translation>Играет по известной тактике: заманивает мелкими картами, бережёт козыри для атак и заявляет 31, как только наберёт.</translation>
    </message>
    <message>
        <source>Thinks a few moves ahead over the hands the others may hold, and counts exactly.</source>
        <translation>Просчитывает на несколько ходов вперёд, перебирая возможные карты соперников, и считает очки точно.</translation>
    </message>
    <message>
        <source>Thinks longest (about two seconds a move) and plays the last tricks perfectly. Like every level, it never sees a hidden card.</source>
        <translation>Думает дольше всех (около двух секунд на ход) и безошибочно разыгрывает последние взятки. Как и все уровни, никогда не видит скрытых карт.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>Hands</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>Hand %1: %2. Click to open it in the history.</source>
        <translation>Сдача %1: %2. Щёлкните, чтобы открыть её в истории.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Your table is open</source>
        <translation>Ваш стол открыт</translation>
    </message>
    <message>
        <source>Players join with this code:</source>
        <translation>Игроки садятся за стол с этим кодом:</translation>
    </message>
    <message>
        <source>Address: %1, port %2.</source>
        <translation>Адрес: %1, порт %2.</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>За столом:</translation>
    </message>
    <message>
        <source>Start when everyone is seated. A computer plays each open seat nobody took, and the seat of anyone who leaves until they come back.</source>
        <translation>Начинайте, когда все за столом. Свободные места, которые никто не занял, играет компьютер; он же играет за того, кто уйдёт, пока тот не вернётся.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Invite over the internet…</source>
        <translation>Пригласить через интернет…</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <source>%1: at the table</source>
        <translation>%1 — за столом</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player (else %1, %2)</source>
        <translation>Свободное место: ждём игрока (иначе играет %1, %2)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (компьютер, %2)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>The hand, told in words</source>
        <translation>Ход игры словами</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bura</source>
        <translation>Бура</translation>
    </message>
    <message>
        <source>Practice: you play on from the replay. This hand is not counted.</source>
        <translation>Тренировка: вы играете дальше с этого места повтора. Эта сдача не учитывается.</translation>
    </message>
    <message>
        <source>You sit down at the host&apos;s table.</source>
        <translation>Вы садитесь за стол хозяина.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>Сохранённая игра продолжается с того места, где её оставили.</translation>
    </message>
    <message>
        <source>Practice, not counted: %1</source>
        <translation>Тренировка, не учитывается: %1</translation>
    </message>
    <message>
        <source>Start a new game? The hand in progress and its pot will be lost.</source>
        <translation>Начать новую игру? Текущая сдача и её банк будут потеряны.</translation>
    </message>
    <message>
        <source>Bura — practice hand, not counted</source>
        <translation>Бура — тренировочная сдача, не учитывается</translation>
    </message>
    <message>
        <source>The new language is used from the next start of Bura.</source>
        <translation>Новый язык будет включён при следующем запуске Буры.</translation>
    </message>
    <message>
        <source>The new rules and players need a new game. Start it now? The game on the table ends: its chips, standing and pot are lost.</source>
        <translation>Новым правилам и игрокам нужна новая игра. Начать её сейчас? Игра на столе закончится: её фишки, счёт и банк пропадут.</translation>
    </message>
    <message>
        <source>The game on the table goes on under its rules; the new rules and players start with your next new game.</source>
        <translation>Игра на столе продолжается по своим правилам; новые правила и игроки начнут действовать с вашей следующей новой игры.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>С&amp;ледующая сдача</translation>
    </message>
    <message>
        <source>&amp;Back to your game</source>
        <translation>&amp;Вернуться к своей игре</translation>
    </message>
    <message>
        <source>Leave the practice hand for the game you were playing.</source>
        <translation>Оставить тренировочную сдачу и вернуться к игре, которую вы вели.</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <source>&amp;Invite over the internet…</source>
        <translation>&amp;Пригласить через интернет…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Сесть за стол…</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Sounds of the cards and chips on or off. Key: M.</source>
        <translation>Звуки карт и фишек: включить или выключить. Клавиша: M.</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Ход игры</translation>
    </message>
    <message>
        <source>The hand told in words, beside the table.</source>
        <translation>Ход игры словами, рядом со столом.</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Полноэкранный режим</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Учиться играть</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журнала</translation>
    </message>
    <message>
        <source>&amp;About Bura</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>So&amp;und (no sound device)</source>
        <translation>&amp;Звук (нет звукового устройства)</translation>
    </message>
    <message>
        <source>No sound device was found: the game is silent.</source>
        <translation>Звуковое устройство не найдено: игра идёт без звука.</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Звук включён</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Звук выключен</translation>
    </message>
    <message>
        <source>Play the chosen cards; when the hand is over, the panel&apos;s button</source>
        <translation>Сыграть выбранные карты; когда сдача окончена, — кнопка на панели итогов</translation>
    </message>
    <message>
        <source>Choose or put back the first to ninth card</source>
        <translation>Выбрать карту с первой по девятую или вернуть её</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare what your hand holds (Bura, Molodka…)</source>
        <translation>Объявить комбинацию на руках (Бура, Молодка…)</translation>
    </message>
    <message>
        <source>Bet blind</source>
        <translation>Ставить втёмную</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Move the ring over your cards</source>
        <translation>Переместить рамку по своим картам</translation>
    </message>
    <message>
        <source>Ring your first or your last card</source>
        <translation>Рамка на первую или последнюю карту</translation>
    </message>
    <message>
        <source>Choose or put back the ringed card</source>
        <translation>Выбрать карту в рамке или вернуть её</translation>
    </message>
    <message>
        <source>Go between the table, the buttons and the log</source>
        <translation>Переход между столом, кнопками и ходом игры</translation>
    </message>
    <message>
        <source>Cancel a question on the table; leave full screen</source>
        <translation>Отменить вопрос на столе; выйти из полноэкранного режима</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Bura</source>
        <translation>бура</translation>
    </message>
    <message>
        <source>three aces</source>
        <translation>три туза</translation>
    </message>
    <message>
        <source>molodka</source>
        <translation>молодка</translation>
    </message>
    <message>
        <source>four aces</source>
        <translation>четыре туза</translation>
    </message>
    <message>
        <source>four trumps</source>
        <translation>четыре козыря</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>анте</translation>
    </message>
    <message>
        <source>pot won</source>
        <translation>банк выигран</translation>
    </message>
    <message>
        <source>pot split</source>
        <translation>банк поделён</translation>
    </message>
    <message>
        <source>false claim</source>
        <translation>ложные «31»</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>сдача сыграна до конца</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>ставка втёмную</translation>
    </message>
    <message>
        <source>the pot shared at the session&apos;s end</source>
        <translation>банк поделён в конце партии</translation>
    </message>
    <message>
        <source>Cut for the first deal: %1.</source>
        <translation>Жребий на первую сдачу: %1.</translation>
    </message>
    <message>
        <source>You cut the highest card and deal first.</source>
        <translation>Вы снимаете старшую карту и получаете право первой сдачи.</translation>
    </message>
    <message>
        <source>%1 cut the highest card and deals first.</source>
        <translation>%1 снимает старшую карту и получает право первой сдачи.</translation>
    </message>
    <message>
        <source>Hand %1: you deal. Trump %2 (%3).</source>
        <translation>Сдача %1: сдаёте вы. Козырь %2 (%3).</translation>
    </message>
    <message>
        <source>Hand %2: %1 deals. Trump %3 (%4).</source>
        <translation>Сдача %2: сдаёт %1. Козырь %3 (%4).</translation>
    </message>
    <message>
        <source>%1 face down</source>
        <comment>the player&apos;s own cards, named</comment>
        <translation>%1 рубашкой вверх</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n карта рубашкой вверх</numerusform>
            <numerusform>%n карты рубашкой вверх</numerusform>
            <numerusform>%n карт рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>You led %1.</source>
        <translation>Вы ходите: %1.</translation>
    </message>
    <message>
        <source>%1 led %2.</source>
        <translation>%1 ходит: %2.</translation>
    </message>
    <message>
        <source>You beat it with %1</source>
        <translation>Вы бьёте: %1</translation>
    </message>
    <message>
        <source>%1 beat it with %2</source>
        <translation>%1 бьёт: %2</translation>
    </message>
    <message>
        <source>You threw %1</source>
        <translation>Вы сбрасываете: %1</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 сбрасывает: %2</translation>
    </message>
    <message>
        <source>and take the trick.</source>
        <translation>и забираете взятку.</translation>
    </message>
    <message>
        <source>and takes the trick.</source>
        <translation>и забирает взятку.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Взятку забираете вы.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>Взятку забирает %1.</translation>
    </message>
    <message>
        <source>and take %1.</source>
        <translation>и забираете %1.</translation>
    </message>
    <message>
        <source>and takes %2.</source>
        <translation>и забирает %2.</translation>
    </message>
    <message>
        <source>You take %1.</source>
        <translation>Взятку забираете вы: %1.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>Взятку забирает %1: %2.</translation>
    </message>
    <message>
        <source>You declare %1: %2.</source>
        <translation>Вы объявляете: %1 — %2.</translation>
    </message>
    <message>
        <source>%1 declares %2: %3.</source>
        <translation>%1 объявляет: %2 — %3.</translation>
    </message>
    <message>
        <source>You take the lead.</source>
        <translation>Ход переходит к вам.</translation>
    </message>
    <message>
        <source>%1 takes the lead.</source>
        <translation>Ход переходит к игроку %1.</translation>
    </message>
    <message>
        <source>You bet blind.</source>
        <translation>Вы играете втёмную.</translation>
    </message>
    <message>
        <source>%1 bets blind.</source>
        <translation>%1 играет втёмную.</translation>
    </message>
    <message>
        <source>You draw the trump indicator.</source>
        <translation>Вы берёте козырную карту.</translation>
    </message>
    <message>
        <source>%1 draws the trump indicator.</source>
        <translation>%1 берёт козырную карту.</translation>
    </message>
    <message>
        <source>The session is over: %1 win.</source>
        <translation>Партия окончена: побеждают %1.</translation>
    </message>
    <message>
        <source>The session is over: %1 wins.</source>
        <translation>Партия окончена: побеждает %1.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>банк</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from you to %1 (%2).</source>
        <translation>
            <numerusform>%n фишка: вы → %1 (%2).</numerusform>
            <numerusform>%n фишки: вы → %1 (%2).</numerusform>
            <numerusform>%n фишек: вы → %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to you (%2).</source>
        <translation>
            <numerusform>%n фишка: %1 → вам (%2).</numerusform>
            <numerusform>%n фишки: %1 → вам (%2).</numerusform>
            <numerusform>%n фишек: %1 → вам (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) from %1 to %2 (%3).</source>
        <translation>
            <numerusform>%n фишка: %1 → %2 (%3).</numerusform>
            <numerusform>%n фишки: %1 → %2 (%3).</numerusform>
            <numerusform>%n фишек: %1 → %2 (%3).</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <comment>a seat and its count</comment>
        <translation>вы %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a seat and its count</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Chips: %1; in the pot %2.</source>
        <translation>Фишки: %1; в банке %2.</translation>
    </message>
    <message>
        <source>Score: %1.</source>
        <translation>Счёт: %1.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you win the hand.</source>
        <translation>Вы сказали «31!». Верно, очков: %1; сдача ваша.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, wins the hand.</source>
        <translation>%1: «31!». Верно, очков: %2; сдачу выигрывает %1.</translation>
    </message>
    <message>
        <source>You claimed 31. Correct: %1 points, you take the pot of %2.</source>
        <translation>Вы сказали «31!». Верно, очков: %1; банк (%2) ваш.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Correct: %2 points, takes the pot of %3.</source>
        <translation>%1: «31!». Верно, очков: %2; банк (%3) забирает %1.</translation>
    </message>
    <message>
        <source>Bura! You win the hand.</source>
        <translation>Бура! Сдача ваша.</translation>
    </message>
    <message>
        <source>%1: Bura! Wins the hand.</source>
        <translation>%1: бура! Сдачу выигрывает %1.</translation>
    </message>
    <message>
        <source>You win with %1.</source>
        <translation>Ваша комбинация — %1, сдача ваша.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 побеждает: %2.</translation>
    </message>
    <message>
        <source>Most points: you score no penalty points.</source>
        <translation>Больше всех очков у вас: штрафа нет.</translation>
    </message>
    <message>
        <source>Most points: %1 scores no penalty points.</source>
        <translation>Больше всех очков: %1 без штрафа.</translation>
    </message>
    <message>
        <source>Most points: %1 score no penalty points.</source>
        <translation>Больше всех очков: %1 без штрафа.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, nobody wins the hand.</source>
        <translation>Сыграно до конца: никто не сказал «31!», сдачу не выиграл никто.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; you lose the hand.</source>
        <translation>Вы сказали «31!». Ошибка: очков всего %1; сдача проиграна.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points and loses the hand.</source>
        <translation>%1: «31!». Ошибка: очков всего %2; %1 проигрывает сдачу.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; nobody wins the hand.</source>
        <translation>Вы сказали «31!». Ошибка: очков всего %1; сдачу не выиграл никто.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; nobody wins the hand.</source>
        <translation>%1: «31!». Ошибка: очков всего %2; сдачу не выиграл никто.</translation>
    </message>
    <message>
        <source>You claimed 31. Wrong: only %1 points; the pot grows.</source>
        <translation>Вы сказали «31!». Ошибка: очков всего %1; банк растёт.</translation>
    </message>
    <message>
        <source>%1 claimed 31. Wrong: only %2 points; the pot grows.</source>
        <translation>%1: «31!». Ошибка: очков всего %2; банк растёт.</translation>
    </message>
    <message>
        <source>Bura! You take the pot of %1.</source>
        <translation>Бура! Банк (%1) ваш.</translation>
    </message>
    <message>
        <source>The trump indicator is set aside: it cannot refill every hand.</source>
        <translation>Козырная карта откладывается: её не хватит на всех.</translation>
    </message>
    <message numerus="yes">
        <source>The stock (%n card(s)) and the trump indicator are set aside: they cannot refill every hand.</source>
        <translation>
            <numerusform>Прикуп (%n карта) и козырная карта откладываются: их не хватит на всех.</numerusform>
            <numerusform>Прикуп (%n карты) и козырная карта откладываются: их не хватит на всех.</numerusform>
            <numerusform>Прикуп (%n карт) и козырная карта откладываются: их не хватит на всех.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Bura! Takes the pot of %2.</source>
        <translation>%1: бура! Банк (%2) забирает %1.</translation>
    </message>
    <message>
        <source>You win with %1 and take the pot of %2.</source>
        <translation>Ваша комбинация — %1, банк (%2) ваш.</translation>
    </message>
    <message>
        <source>%1 wins with %2, takes the pot of %3.</source>
        <translation>%1 побеждает: %2, банк (%3) забирает %1.</translation>
    </message>
    <message>
        <source>Most points: you take the pot.</source>
        <translation>Больше всех очков у вас: банк ваш.</translation>
    </message>
    <message>
        <source>Most points: %1 takes the pot.</source>
        <translation>Больше всех очков: банк забирает %1.</translation>
    </message>
    <message>
        <source>Most points: %1 take the pot.</source>
        <translation>Больше всех очков: банк забирают %1.</translation>
    </message>
    <message>
        <source>Played out: nobody claimed, the pot stays for the next hand.</source>
        <translation>Сыграно до конца: никто не сказал «31!», банк переходит на следующую сдачу.</translation>
    </message>
</context>
<context>
    <name>NetworkPage</name>
    <message>
        <source>Invitations across the internet meet on magic-wormhole&apos;s public mailbox and relay servers. They see this computer&apos;s internet address, when you play and how much is sent, never a card, a name or a code. To use servers of your own (README: Play with friends anywhere), give their addresses; leave both empty for the public ones. Playing on the local network uses no server.</source>
        <translation>Приглашения через интернет встречаются на общедоступных почтовом и ретрансляционном серверах magic-wormhole. Они видят интернет-адрес этого компьютера, когда вы играете и сколько передаётся, но никогда — карты, имена или коды. Чтобы пользоваться своими серверами (README: Play with friends anywhere), укажите их адреса; оставьте оба поля пустыми для общедоступных. Игра в локальной сети обходится без сервера.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Почтовый сервер:</translation>
    </message>
    <message>
        <source>Relay server:</source>
        <translation>Ретранслятор:</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1.</source>
        <translation>Адрес почтового сервера выглядит так: ws://example.org:4000/v1.</translation>
    </message>
    <message>
        <source>The relay server is an address like tcp:example.org:4001.</source>
        <translation>Адрес ретранслятора выглядит так: tcp:example.org:4001.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <source>The statistics file is in use by another copy of Bura Desktop; %n record(s) will be saved when it is free.</source>
        <translation>
            <numerusform>Файл статистики занят другой копией Bura Desktop; %n запись будет сохранена, когда он освободится.</numerusform>
            <numerusform>Файл статистики занят другой копией Bura Desktop; %n записи будут сохранены, когда он освободится.</numerusform>
            <numerusform>Файл статистики занят другой копией Bura Desktop; %n записей будут сохранены, когда он освободится.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your statistics could not be written (the disk is full); %n record(s) will be saved when there is room.</source>
        <translation>
            <numerusform>Статистику не удалось записать (диск заполнен); %n запись будет сохранена, когда появится место.</numerusform>
            <numerusform>Статистику не удалось записать (диск заполнен); %n записи будут сохранены, когда появится место.</numerusform>
            <numerusform>Статистику не удалось записать (диск заполнен); %n записей будут сохранены, когда появится место.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out of the statistics: %n hand(s) that could not be read from the file.</source>
        <translation>
            <numerusform>Не учтена в статистике: %n сдача, которую не удалось прочитать из файла.</numerusform>
            <numerusform>Не учтены в статистике: %n сдачи, которые не удалось прочитать из файла.</numerusform>
            <numerusform>Не учтены в статистике: %n сдач, которые не удалось прочитать из файла.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) waiting for the statistics file could not be kept (%1).</source>
        <translation>
            <numerusform>%n запись, ожидавшую файла статистики, не удалось сохранить (%1).</numerusform>
            <numerusform>%n записи, ожидавшие файла статистики, не удалось сохранить (%1).</numerusform>
            <numerusform>%n записей, ожидавших файла статистики, не удалось сохранить (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rule preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Начальный запас</translation>
    </message>
    <message>
        <source>Session length</source>
        <translation>Длина партии</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Размер карт</translation>
    </message>
    <message>
        <source>Points assist</source>
        <translation>Подсказка очков</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Sound without animation</source>
        <translation>Звук без анимации</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Confirm before claiming</source>
        <translation>Спрашивать перед «31!»</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Invitation mailbox</source>
        <translation>Почтовый сервер приглашений</translation>
    </message>
    <message>
        <source>Invitation relay</source>
        <translation>Ретранслятор приглашений</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: a file is in the way.</source>
        <translation>Нельзя использовать папку %1: на её месте лежит файл.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2.</source>
        <translation>Не удалось создать папку %1: %2.</translation>
    </message>
    <message>
        <source>Cannot use the folder %1: it is not a folder.</source>
        <translation>Нельзя использовать папку %1: это не папка.</translation>
    </message>
    <message>
        <source>Cannot write to the folder %1: it is read-only.</source>
        <translation>Нельзя записывать в папку %1: она доступна только для чтения.</translation>
    </message>
    <message>
        <source>%1 Settings, statistics and the saved game are not kept this time.</source>
        <translation>%1 Настройки, статистика и сохранённая игра в этот раз не сохраняются.</translation>
    </message>
    <message>
        <source>%1 Your settings are read, but changes to them are not kept.</source>
        <translation>%1 Настройки прочитаны, но их изменения не сохраняются.</translation>
    </message>
    <message>
        <source>%1 The saved game is read, but the game played now and its hands are not kept.</source>
        <translation>%1 Сохранённая игра прочитана, но текущая игра и её сдачи не сохраняются.</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the %1 rules are used unchanged: %2</source>
        <translation>Правила в ваших настройках несовместимы, поэтому используется набор «%1» без изменений: %2</translation>
    </message>
    <message>
        <source>The rule options in your settings do not work together, so the classic rules are used: %1</source>
        <translation>Правила в ваших настройках несовместимы, поэтому используются классические правила: %1</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of Bura Desktop; the settings this version does not know are kept unchanged.</source>
        <translation>Настройки сохранены более новой версией Bura Desktop; незнакомые этой версии настройки остаются без изменений.</translation>
    </message>
    <message>
        <source>The %1 settings were not valid; using the defaults.</source>
        <translation>Настройки раздела «%1» были неверны; используются исходные.</translation>
    </message>
    <message>
        <source>%1 %2 was not valid; using the default.</source>
        <translation>«%1»: значение %2 недопустимо; используется исходное.</translation>
    </message>
    <message>
        <source>The rule options were not valid; using the preset&apos;s.</source>
        <translation>Параметры правил были неверны; используются правила набора.</translation>
    </message>
    <message>
        <source>Rule option “%1” is set elsewhere in the settings; ignoring it.</source>
        <translation>Правило «%1» задаётся в другом месте настроек; здесь оно пропущено.</translation>
    </message>
    <message>
        <source>Rule option “%1” = %2 was not valid; using the preset&apos;s.</source>
        <translation>Правило «%1» = %2 недопустимо; используется значение набора.</translation>
    </message>
    <message>
        <source>The opponents %1 were not valid (1 to %2 are allowed); using the default.</source>
        <translation>Список соперников %1 неверен (допускается от 1 до %2); используется исходный.</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s name %2 was not valid; using “%3”.</source>
        <translation>Имя соперника %1 (%2) недопустимо; используется «%3».</translation>
    </message>
    <message>
        <source>Opponent %1&apos;s level %2 was not valid; using “%3”.</source>
        <translation>Уровень соперника %1 (%2) недопустим; используется «%3».</translation>
    </message>
    <message>
        <source>Your settings could not be read (%1); the defaults are used.</source>
        <translation>Не удалось прочитать настройки (%1); используются исходные.</translation>
    </message>
    <message>
        <source>Your settings file could not be read and could not be moved aside (%1); the default settings are used.</source>
        <translation>Файл настроек не читается, и его не удалось отложить в сторону (%1); используются исходные настройки.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside as %1 and the default settings are used.</source>
        <translation>Файл настроек не читается, поэтому он отложен как %1, а используются исходные настройки.</translation>
    </message>
    <message>
        <source>Your settings were not saved. %1</source>
        <translation>Настройки не сохранены. %1</translation>
    </message>
    <message>
        <source>Your settings were not saved (%1).</source>
        <translation>Настройки не сохранены (%1).</translation>
    </message>
    <message>
        <source>The game could not be saved. %1</source>
        <translation>Не удалось сохранить игру. %1</translation>
    </message>
    <message>
        <source>The game could not be saved (%1).</source>
        <translation>Не удалось сохранить игру (%1).</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1).</source>
        <translation>Не удалось прочитать сохранённую игру (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and could not be moved aside (%1).</source>
        <translation>Сохранённая игра повреждена, и её не удалось отложить в сторону (%1).</translation>
    </message>
    <message>
        <source>The saved game was damaged and cannot be resumed; it was kept as %1.</source>
        <translation>Сохранённая игра повреждена, и продолжить её нельзя; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and could not be moved aside (%1).</source>
        <translation>Сохранённая игра создана более новой версией Bura Desktop, и её не удалось отложить в сторону (%1).</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Bura Desktop and cannot be resumed here; it was kept as %1.</source>
        <translation>Сохранённая игра создана более новой версией Bura Desktop, и здесь её продолжить нельзя; файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The finished game&apos;s save could not be removed (%1).</source>
        <translation>Не удалось удалить сохранение законченной игры (%1).</translation>
    </message>
    <message>
        <source>%1 ran out of thinking time and played the best move found so far: this computer is too slow for its level.</source>
        <translation>У %1 кончилось время на раздумье, и сделан лучший ход из найденных: этот компьютер слишком медленный для такого уровня.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on. Start a new game.</source>
        <translation>Игра остановилась из-за ошибки и не может продолжаться. Начните новую игру.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save was kept as %1. Start a new game.</source>
        <translation>Игра остановилась из-за ошибки и не может продолжаться; её сохранение оставлено как %1. Начните новую игру.</translation>
    </message>
    <message>
        <source>The game stopped on an error and cannot go on; its save could not be moved aside (%1). Start a new game.</source>
        <translation>Игра остановилась из-за ошибки и не может продолжаться; её сохранение не удалось отложить в сторону (%1). Начните новую игру.</translation>
    </message>
    <message>
        <source>The host closed the table. Start a game of your own.</source>
        <translation>Хозяин стола закрыл его. Начните свою игру.</translation>
    </message>
    <message>
        <source>The host cut this table off. Start a game of your own.</source>
        <translation>Хозяин стола отключил вас. Начните свою игру.</translation>
    </message>
    <message>
        <source>The connection to the host was lost. Start a game of your own.</source>
        <translation>Связь с хозяином стола потеряна. Начните свою игру.</translation>
    </message>
    <message>
        <source>Statistics are off: %1</source>
        <translation>Статистика отключена: %1</translation>
    </message>
    <message>
        <source>Statistics are off: %1 could not be opened (%2).</source>
        <translation>Статистика отключена: не удалось открыть %1 (%2).</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; hands will be saved when it is free.</source>
        <translation>Файл статистики занят другой копией Bura Desktop; сдачи будут сохранены, когда он освободится.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>Your profile could not be locked (%1): the game plays, but a second copy of Bura Desktop started now would use the same files.</source>
        <translation>Профиль не удалось заблокировать (%1): игра идёт, но вторая копия Bura Desktop, запущенная сейчас, работала бы с теми же файлами.</translation>
    </message>
    <message>
        <source>Your profile&apos;s folder cannot be written to (%1): the hands you play are kept until it can be.</source>
        <translation>В папку профиля нельзя записать (%1): сыгранные сдачи хранятся, пока запись не станет возможной.</translation>
    </message>
    <message>
        <source>Your statistics cannot be written now (the disk is full); the hands you play are kept and saved when there is room.</source>
        <translation>Статистику сейчас нельзя записать (диск заполнен); сыгранные сдачи хранятся и будут сохранены, когда появится место.</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1).</source>
        <translation>Сдачи, сохранённые для статистики при прошлом выходе, не удалось прочитать (%1).</translation>
    </message>
    <message>
        <source>The hands kept for the statistics at an earlier quit could not be read (%1); the file was kept as %2.</source>
        <translation>Сдачи, сохранённые для статистики при прошлом выходе, не удалось прочитать (%1); файл сохранён как %2.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Bura Desktop; this version shows them but does not add to them.</source>
        <translation>Статистика сохранена более новой версией Bura Desktop; эта версия её показывает, но не дополняет.</translation>
    </message>
    <message>
        <source>Statistics are off: the damaged statistics file could not be replaced (%1).</source>
        <translation>Статистика отключена: повреждённый файл статистики не удалось заменить (%1).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and could not be replaced, so statistics are off for now.</source>
        <translation>Файл статистики повреждён, и заменить его не удалось, поэтому статистика пока отключена.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so it was moved aside as %1 and new statistics were started.</source>
        <translation>Файл статистики повреждён, поэтому он отложен как %1, а статистика начата заново.</translation>
    </message>
    <message>
        <source>Statistics are off; this session&apos;s hands are kept in memory.</source>
        <translation>Статистика отключена; сдачи этой партии хранятся только в памяти.</translation>
    </message>
    <message>
        <source>Statistics are off: they could not be saved (%1).</source>
        <translation>Статистика отключена: её не удалось сохранить (%1).</translation>
    </message>
    <message>
        <source>The statistics could not be exported (%1).</source>
        <translation>Не удалось экспортировать статистику (%1).</translation>
    </message>
    <message>
        <source>Statistics are off, so there is nothing to reset.</source>
        <translation>Статистика отключена, сбрасывать нечего.</translation>
    </message>
    <message>
        <source>The statistics file is in use by another copy of Bura Desktop; try resetting again in a moment.</source>
        <translation>Файл статистики занят другой копией Bura Desktop; попробуйте сбросить чуть позже.</translation>
    </message>
    <message>
        <source>The statistics could not be reset (%1).</source>
        <translation>Не удалось сбросить статистику (%1).</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Bet blind before you see your cards, or pass.</source>
        <translation>Играйте втёмную, не глядя в карты, или пасуйте.</translation>
    </message>
    <message>
        <source>No cards left: claim 31 if you have it, or pass.</source>
        <translation>Карт больше нет: скажите «31!», если набрали, или пасуйте.</translation>
    </message>
    <message>
        <source>Before anyone declares: claim 31 if you have it, or pass.</source>
        <translation>Пока никто не объявил: скажите «31!», если набрали, или пасуйте.</translation>
    </message>
    <message>
        <source>You may declare, claim 31 or pass.</source>
        <translation>Можно объявить комбинацию, сказать «31!» или пасовать.</translation>
    </message>
    <message>
        <source>You may declare or pass.</source>
        <translation>Можно объявить комбинацию или пасовать.</translation>
    </message>
    <message numerus="yes">
        <source>Your answer: %n card(s) to beat the trick, or as few as one to throw.</source>
        <translation>
            <numerusform>Ваш ответ: %n карта, чтобы побить взятку, или хоть одна, чтобы сбросить.</numerusform>
            <numerusform>Ваш ответ: %n карты, чтобы побить взятку, или хоть одна, чтобы сбросить.</numerusform>
            <numerusform>Ваш ответ: %n карт, чтобы побить взятку, или хоть одна, чтобы сбросить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your answer: choose %n card(s) to beat the trick, or to throw.</source>
        <translation>
            <numerusform>Ваш ответ: выберите %n карту, чтобы побить взятку или сбросить.</numerusform>
            <numerusform>Ваш ответ: выберите %n карты, чтобы побить взятку или сбросить.</numerusform>
            <numerusform>Ваш ответ: выберите %n карт, чтобы побить взятку или сбросить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lead, or declare %1 and win the hand.</source>
        <translation>Ваш ход — или объявите «%1» и выиграйте сдачу.</translation>
    </message>
    <message>
        <source>Your lead: choose one card.</source>
        <translation>Ваш ход: выберите одну карту.</translation>
    </message>
    <message>
        <source>Your lead: choose %1 cards of one suit.</source>
        <translation>Ваш ход: выберите %1 карты одной масти.</translation>
    </message>
    <message>
        <source>Show a combination from your hand. Key: D.</source>
        <translation>Объявить комбинацию из своих карт. Клавиша: D.</translation>
    </message>
    <message>
        <source>Show your %1: it takes the lead, unless the leader shows a combination as good or better. Key: D.</source>
        <translation>Показать: %1. Ход переходит к вам, если только ходящий не покажет такую же или старшую комбинацию. Клавиша: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand and the pot. Key: D.</source>
        <translation>Объявить: %1 — выигрывает сдачу и банк. Клавиша: D.</translation>
    </message>
    <message>
        <source>Show your %1: it wins the hand. Key: D.</source>
        <translation>Объявить: %1 — выигрывает сдачу. Клавиша: D.</translation>
    </message>
    <message>
        <source>Look at your cards without betting blind. Key: P.</source>
        <translation>Посмотреть карты, не играя втёмную. Клавиша: P.</translation>
    </message>
    <message>
        <source>Go on without declaring or claiming 31. Key: P.</source>
        <translation>Продолжить, не объявляя комбинацию и не заявляя 31. Клавиша: P.</translation>
    </message>
    <message>
        <source>Go on without declaring. Key: P.</source>
        <translation>Продолжить, не объявляя комбинацию. Клавиша: P.</translation>
    </message>
    <message>
        <source>Go on without claiming 31. Key: P.</source>
        <translation>Продолжить, не заявляя 31. Клавиша: P.</translation>
    </message>
    <message>
        <source>Go on without claiming, declaring or betting blind. Key: P.</source>
        <translation>Продолжить, не заявляя 31, комбинацию и не ставя втёмную. Клавиша: P.</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>Answer with %n card(s).</source>
        <translation>
            <numerusform>Отвечайте %n картой.</numerusform>
            <numerusform>Отвечайте %n картами.</numerusform>
            <numerusform>Отвечайте %n картами.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Дождитесь своего хода.</translation>
    </message>
    <message>
        <source>Select cards to play.</source>
        <translation>Выберите карты для хода.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>Сдача ещё не доиграна.</translation>
    </message>
    <message>
        <source>The session is over: start a new game.</source>
        <translation>Партия окончена: начните новую игру.</translation>
    </message>
    <message>
        <source>%1 tried an illegal action: %2</source>
        <translation>%1 пытается сделать недопустимый ход: %2</translation>
    </message>
    <message>
        <source>Hints are not given at someone else&apos;s table.</source>
        <translation>За чужим столом подсказок нет.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The hand is over: deal the next.</source>
        <translation>Сдача окончена: сдавайте следующую.</translation>
    </message>
    <message>
        <source>Claims are not part of these rules.</source>
        <translation>В этих правилах «31!» не говорят.</translation>
    </message>
    <message>
        <source>You cannot claim now.</source>
        <translation>Сейчас нельзя сказать «31!».</translation>
    </message>
    <message>
        <source>%1 cannot claim now.</source>
        <translation>%1 сейчас не может сказать «31!».</translation>
    </message>
    <message>
        <source>An instant win has been declared: nobody may claim 31 any more.</source>
        <translation>Объявлена мгновенная победа: заявлять «31!» больше нельзя.</translation>
    </message>
    <message>
        <source>A blind bet is made before the first trick, by its leader, only.</source>
        <translation>Играть втёмную можно только перед первой взяткой и только тому, кто ходит первым.</translation>
    </message>
    <message>
        <source>Declarations are made at the start of a trick, before the lead.</source>
        <translation>Комбинации объявляют в начале взятки, до хода.</translation>
    </message>
    <message>
        <source>You cannot declare %1 now.</source>
        <translation>Сейчас нельзя объявить: %1.</translation>
    </message>
    <message>
        <source>%1 cannot declare %2 now.</source>
        <translation>%1 сейчас не может объявить: %2.</translation>
    </message>
    <message>
        <source>You have nothing to pass on now: play cards.</source>
        <translation>Пасовать сейчас нельзя: ходите картами.</translation>
    </message>
    <message>
        <source>%1 has nothing to pass on now: play cards.</source>
        <translation>%1 сейчас не может пасовать: нужно ходить картами.</translation>
    </message>
    <message>
        <source>You are asked to declare, claim or pass before the lead.</source>
        <translation>Перед ходом объявите комбинацию, скажите «31!» или пасуйте.</translation>
    </message>
    <message>
        <source>%1 is asked to declare, claim or pass before the lead.</source>
        <translation>Перед ходом %1 объявляет комбинацию, говорит «31!» или пасует.</translation>
    </message>
    <message>
        <source>You are asked to declare or pass before the lead.</source>
        <translation>Перед ходом объявите комбинацию или пасуйте.</translation>
    </message>
    <message>
        <source>%1 is asked to declare or pass before the lead.</source>
        <translation>Перед ходом %1 объявляет комбинацию или пасует.</translation>
    </message>
    <message>
        <source>Before the lead you may claim 31 or pass.</source>
        <translation>Перед ходом можно сказать «31!» или пасовать.</translation>
    </message>
    <message>
        <source>Before the lead %1 may claim 31 or pass.</source>
        <translation>Перед ходом %1 может сказать «31!» или пасовать.</translation>
    </message>
    <message>
        <source>No cards are left to play: you may claim or pass.</source>
        <translation>Карт больше нет: можно сказать «31!» или пасовать.</translation>
    </message>
    <message>
        <source>No cards are left to play: %1 may claim or pass.</source>
        <translation>Карт больше нет: %1 может сказать «31!» или пасовать.</translation>
    </message>
    <message>
        <source>You bet blind or pass before the first trick.</source>
        <translation>Перед первой взяткой вы играете втёмную или пасуете.</translation>
    </message>
    <message>
        <source>%1 bets blind or passes before the first trick.</source>
        <translation>Перед первой взяткой %1 играет втёмную или пасует.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>У вас нет %1.</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>У игрока %1 нет %2.</translation>
    </message>
    <message>
        <source>A lead must be of one suit.</source>
        <translation>В ходе все карты должны быть одной масти.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>A lead has %1 cards, not %2.</source>
        <translation>Карт в ходе может быть %1, а не %2.</translation>
    </message>
    <message>
        <source>A lead of %1 cards is more than another player&apos;s hand of %2.</source>
        <translation>Ход из %1 карт больше, чем карт на руке у другого игрока (%2).</translation>
    </message>
    <message>
        <source>A lead is played face up.</source>
        <translation>Ходят открытыми картами.</translation>
    </message>
    <message>
        <source>You cannot lead that.</source>
        <translation>Так ходить нельзя.</translation>
    </message>
    <message>
        <source>%1 cannot lead that.</source>
        <translation>%1 не может так ходить.</translation>
    </message>
    <message>
        <source>Cards go face down only with the closed-cards option.</source>
        <translation>Класть карты рубашкой вверх можно только с правилом «Закрытые карты».</translation>
    </message>
    <message>
        <source>You cannot play that.</source>
        <translation>Так играть нельзя.</translation>
    </message>
    <message>
        <source>%1 cannot play that.</source>
        <translation>%1 не может так сыграть.</translation>
    </message>
</context>
<context>
    <name>RecordWindows</name>
    <message>
        <source>A hand from the host&apos;s table could not be kept in your statistics.</source>
        <translation>Сдачу за чужим столом не удалось сохранить в вашей статистике.</translation>
    </message>
    <message>
        <source>This hand is not in the history (yet), so it cannot be reviewed.</source>
        <translation>Этой сдачи (пока) нет в истории, поэтому её нельзя разобрать.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Просмотр сдачи</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Take your seat at this point and play on with the same cards: the rest of the deal as it was dealt, the computers thinking afresh. Not counted in the statistics.</source>
        <translation>Сядьте на своё место в этот момент и играйте дальше теми же картами: остаток прикупа такой же, как был сдан, компьютеры думают заново. В статистике не учитывается.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions.</source>
        <translation>Мастер оценит каждое ваше решение.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
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
        <translation>Разбор Мастера</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Решение %v из %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>The Expert weighs each of your decisions…</source>
        <translation>Мастер оценивает каждое ваше решение…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>The review stopped: its process failed.</source>
        <translation>Разбор прерван: его процесс завершился с ошибкой.</translation>
    </message>
    <message>
        <source>No other move was worth weighing here.</source>
        <translation>Другие ходы здесь не стоило и рассматривать.</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Разбор: %1</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>выбор Мастера</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>хорошо</translation>
    </message>
    <message>
        <source>%1 was the Expert&apos;s choice.</source>
        <translation>%1 — выбор Мастера.</translation>
    </message>
    <message>
        <source>%1 was fine: %2 was hardly better (within the review&apos;s margin).</source>
        <translation>%1 — хорошо: %2 было едва ли лучше (в пределах точности разбора).</translation>
    </message>
    <message>
        <source>slight inaccuracy: better %1 (%2).</source>
        <translation>небольшая неточность: лучше %1 (%2).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>Accuracy %1%: %2 of %3 decisions the Expert&apos;s choice or fine, slight inaccuracies: %4, mistakes: %5.</source>
        <translation>Точность %1%: решений как у Мастера или хороших — %2 из %3, небольших неточностей: %4, ошибок: %5.</translation>
    </message>
    <message>
        <source>They cost %1 points of winning chance on average.</source>
        <translation>В среднем они стоили %1 пунктов шанса на победу.</translation>
    </message>
    <message>
        <source>Estimated loss %1.</source>
        <translation>Оценка потерь: %1.</translation>
    </message>
    <message>
        <source>missed a claim with %1 points</source>
        <translation>пропущена заявка при %1 очках</translation>
    </message>
    <message>
        <source>wrong claim with %1 points; better: %2</source>
        <translation>ошибочная заявка при %1 очках; лучше: %2</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have taken the trick</source>
        <translation>сброс %1, а ходом %2 взятка была бы ваша</translation>
    </message>
    <message>
        <source>threw %1 where %2 would have given away fewer points</source>
        <translation>сброс %1, а сброс %2 отдал бы меньше очков</translation>
    </message>
    <message>
        <source>took the trick with %1 where %2 would have taken it too</source>
        <translation>взятка взята %1, хотя хватило бы %2</translation>
    </message>
    <message>
        <source>better: %1</source>
        <translation>лучше: %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 фишки</translation>
    </message>
    <message>
        <source>%1% chance</source>
        <translation>шанс %1%</translation>
    </message>
    <message>
        <source>%1 penalty points</source>
        <translation>штрафных очков: %1</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>потеря: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1 sampled deals of the unseen cards)</source>
        <translation>(раскладов неизвестных карт: %1)</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>В этой сдаче у вас не было выбора.</translation>
    </message>
    <message>
        <source>Values are the chips a move was worth in the hand on average (a pot carried over counted as an equal share), as the Expert estimates them from what you could see then.</source>
        <translation>Значения — сколько фишек в среднем приносил ход в этой сдаче (перенесённый банк считается поровну), по оценке Мастера из того, что вы тогда видели.</translation>
    </message>
    <message>
        <source>Values are the chance of winning the hand a move gave, as the Expert estimates it from what you could see then.</source>
        <translation>Значения — шанс выиграть сдачу после хода, по оценке Мастера из того, что вы тогда видели.</translation>
    </message>
    <message>
        <source>Values are the penalty points a move was worth on average (fewer is better), as the Expert estimates them from what you could see then.</source>
        <translation>Значения — штрафные очки, которые в среднем приносил ход (чем меньше, тем лучше), по оценке Мастера из того, что вы тогда видели.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>По листку правил</translation>
    </message>
    <message>
        <source>Kozel</source>
        <translation>Козёл</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Штрафные очки</translation>
    </message>
    <message>
        <source>The common form: 3 cards, leads of 1 to 3 cards, Bura, three aces and molodka, claims of 31, chips in a pot. For 2 to 6 players.</source>
        <translation>Обычная игра: 3 карты, ход от 1 до 3 карт, бура, три туза и молодка, «31!», фишки в банке. От 2 до 6 игроков.</translation>
    </message>
    <message>
        <source>The printed rules sheet: Bura is declared only on lead, a wrong claim loses the hand, first to win 3 hands takes the session. For 2 to 4 players.</source>
        <translation>Печатный листок правил: буру объявляет только ходящий, ошибочное «31!» проигрывает сдачу, партию берёт тот, кто первым выиграет 3 сдачи. От 2 до 4 игроков.</translation>
    </message>
    <message>
        <source>4 cards, leads of 1 or 3, four aces win, no claims: every hand is played out and the most card points take the pot. For 2 to 5 players.</source>
        <translation>4 карты, ход 1 или 3 картами, четыре туза выигрывают, без «31!»: каждая сдача играется до конца, банк берёт больше всех очков. От 2 до 5 игроков.</translation>
    </message>
    <message>
        <source>Every hand is played out and scored in penalty points; whoever reaches the limit loses and the lowest total wins. For 2 to 4 players.</source>
        <translation>Каждая сдача играется до конца и считается в штрафных очках; кто дошёл до предела, проигрывает, побеждает наименьшая сумма. От 2 до 4 игроков.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Карт на руке</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Cards a lead may have</source>
        <translation>Карт в ходе</translation>
    </message>
    <message>
        <source>Who may declare</source>
        <translation>Кто объявляет</translation>
    </message>
    <message>
        <source>Three aces</source>
        <translation>Три туза</translation>
    </message>
    <message>
        <source>Molodka</source>
        <translation>Молодка</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Четыре туза</translation>
    </message>
    <message>
        <source>Four trumps</source>
        <translation>Четыре козыря</translation>
    </message>
    <message>
        <source>Closed cards</source>
        <translation>Закрытые карты</translation>
    </message>
    <message>
        <source>Moscow answers</source>
        <translation>Московские ответы</translation>
    </message>
    <message>
        <source>Blind Bura</source>
        <translation>Бура втёмную</translation>
    </message>
    <message>
        <source>End of the stock</source>
        <translation>Конец прикупа</translation>
    </message>
    <message>
        <source>Claims of 31</source>
        <translation>«31!»</translation>
    </message>
    <message>
        <source>A wrong claim</source>
        <translation>Ошибочное «31!»</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Hands to win a series</source>
        <translation>Сдач для победы в серии</translation>
    </message>
    <message>
        <source>Penalty limit</source>
        <translation>Предел штрафа</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Следующий сдающий</translation>
    </message>
    <message>
        <source>Stop when broke</source>
        <translation>Конец при нуле фишек</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Сколько человек за столом, включая вас.</translation>
    </message>
    <message>
        <source>36 cards (six to ace), or 32 with the sixes left out. Either pack holds 120 card points.</source>
        <translation>36 карт (от шестёрки до туза) или 32 без шестёрок. В любой колоде 120 очков.</translation>
    </message>
    <message>
        <source>How many cards each player holds: 3, or 4 as in Kozel. With 4 cards, Bura is any three trumps of the four.</source>
        <translation>Сколько карт у каждого: 3 или 4, как в «Козле». При 4 картах бура — любые три козыря из четырёх.</translation>
    </message>
    <message>
        <source>One card at a time round the table, or each player&apos;s whole hand at once.</source>
        <translation>По одной карте по кругу или каждому сразу всю руку.</translation>
    </message>
    <message>
        <source>How many cards the leader may play at once, all of one suit. Every other player answers with as many cards.</source>
        <translation>Сколько карт одной масти ходящий может выложить за раз. Остальные отвечают тем же числом карт.</translation>
    </message>
    <message>
        <source>Any player, at every trick start: everyone holding a combination may declare it before each lead. Only the leader: only the player about to lead may declare, and Bura is the only combination.</source>
        <translation>Любой игрок перед каждой взяткой: каждый, у кого есть комбинация, может объявить её перед ходом. Только ходящий: объявлять может только тот, кто ходит, и единственная комбинация — бура.</translation>
    </message>
    <message>
        <source>Three aces in hand. Next lead: declaring them gives you the next lead. Wins the hand: declaring them wins at once.</source>
        <translation>Три туза на руке. Следующий ход: объявивший ходит следующим. Выигрыш сдачи: объявивший сразу выигрывает.</translation>
    </message>
    <message>
        <source>Three cards of one suit other than trumps. Declaring them gives you the next lead.</source>
        <translation>Три карты одной некозырной масти. Объявивший ходит следующим.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four aces wins the hand, above Bura.</source>
        <translation>При 4 картах объявленные четыре туза выигрывают сдачу, старше буры.</translation>
    </message>
    <message>
        <source>With 4-card hands, declaring four trumps wins the hand, above Bura (the “prison” form).</source>
        <translation>При 4 картах объявленные четыре козыря выигрывают сдачу, старше буры (вариант «тюрьма»).</translation>
    </message>
    <message>
        <source>An answer that does not beat the best play goes face down, and you may also put a beating answer face down (it then cannot win). Face-down cards are shown only when a claim exposes the pile.</source>
        <translation>Ответ, который не бьёт, кладётся рубашкой вверх; бьющий ответ тоже можно положить закрытым (тогда он не выигрывает). Закрытые карты показываются, только когда «31!» вскрывает взятки.</translation>
    </message>
    <message>
        <source>Face-down answers allowed</source>
        <translation>Ответ рубашкой вверх</translation>
    </message>
    <message>
        <source>An answering player may play fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Отвечающий может положить меньше карт, чем было в ходе (хотя бы одну); такой ответ не берёт взятку.</translation>
    </message>
    <message>
        <source>Shorter answers allowed</source>
        <translation>Ответ меньшим числом карт</translation>
    </message>
    <message>
        <source>First leader may bet blind</source>
        <translation>Первый ходящий может играть втёмную</translation>
    </message>
    <message>
        <source>Set aside: when the stock cannot refill every hand, nobody draws and the rest, trump indicator included, is put aside unseen. Drawn out: draw while cards last; the trump indicator is the last card drawn.</source>
        <translation>Отложить: когда прикупа не хватает на всех, никто не добирает, а остаток вместе с козырной картой откладывается не глядя. Добирать: добирают, пока есть карты; козырная карта берётся последней.</translation>
    </message>
    <message>
        <source>A player may claim to hold 31 card points in their tricks and so win the hand. Without claims every hand is played out.</source>
        <translation>Игрок может сказать «31!», если во взятках у него 31 очко, и так выиграть сдачу. Без этого каждая сдача играется до конца.</translation>
    </message>
    <message>
        <source>Players may claim 31</source>
        <translation>Игроки могут заявлять 31</translation>
    </message>
    <message>
        <source>A claim with 30 points or fewer. Double the pot: the claimer adds as many chips as the pot holds and the pot carries over. Lose the hand: the other players win it.</source>
        <translation>«31!» при 30 очках или меньше. Удвоить банк: ошибившийся добавляет столько фишек, сколько в банке, и банк переходит дальше. Проиграть сдачу: её выигрывают остальные.</translation>
    </message>
    <message>
        <source>Chips in a pot: the winner of a hand takes the pot. Series: one point per hand won. Penalty points: hands are played out and penalised by card points. Most points: hands are played out and the most card points take the pot.</source>
        <translation>Фишки в банке: победитель сдачи забирает банк. Серия: очко за выигранную сдачу. Штрафные очки: сдачи играются до конца и штрафуются по очкам в картах. Больше всех очков: сдачи играются до конца, банк берёт больше всех очков.</translation>
    </message>
    <message>
        <source>Stake (chips each player antes)</source>
        <translation>Ставка (фишки каждого в банк)</translation>
    </message>
    <message>
        <source>The chips each player puts in the pot when a new pot starts.</source>
        <translation>Фишки, которые каждый кладёт в новый банк.</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>Начальный запас</translation>
    </message>
    <message>
        <source>The chips every player starts a session with.</source>
        <translation>Фишки каждого игрока в начале партии.</translation>
    </message>
    <message>
        <source>Hands in a session</source>
        <translation>Сдач в партии</translation>
    </message>
    <message>
        <source>The session ends after this many hands; with no limit, when you stop.</source>
        <translation>Партия заканчивается после стольких сдач; без предела — когда вы остановитесь.</translation>
    </message>
    <message>
        <source>End the session when a bankroll hits 0</source>
        <translation>Заканчивать партию, когда у кого-то кончились фишки</translation>
    </message>
    <message>
        <source>Series scoring: the first player to win this many hands wins the session.</source>
        <translation>Счёт сериями: партию выигрывает тот, кто первым возьмёт столько сдач.</translation>
    </message>
    <message>
        <source>Penalty scoring: a player who reaches this many penalty points loses, and the lowest total wins.</source>
        <translation>Штрафные очки: набравший столько очков проигрывает, побеждает наименьшая сумма.</translation>
    </message>
    <message>
        <source>The claimer: whoever claimed deals next, right or wrong (after a Bura, its winner). In turn: the deal passes round every hand.</source>
        <translation>Сказавший «31!»: сдаёт тот, кто говорил «31!», верно или нет (после буры — её победитель). По очереди: сдача переходит по кругу.</translation>
    </message>
    <message>
        <source>Claim after the last trick</source>
        <translation>Заявка после всех взяток</translation>
    </message>
    <message>
        <source>Pot scoring: the session ends when anyone&apos;s bankroll reaches 0.</source>
        <translation>Счёт с банком: партия заканчивается, когда у кого-то кончаются фишки.</translation>
    </message>
    <message>
        <source>36 cards</source>
        <translation>36 карт</translation>
    </message>
    <message>
        <source>32 cards (no sixes)</source>
        <translation>32 карты (без шестёрок)</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 карты</translation>
    </message>
    <message>
        <source>4 cards (Kozel)</source>
        <translation>4 карты («Козёл»)</translation>
    </message>
    <message>
        <source>One card at a time</source>
        <translation>По одной карте</translation>
    </message>
    <message>
        <source>Whole hands at once</source>
        <translation>Всю руку сразу</translation>
    </message>
    <message>
        <source>A last chance to claim needs claims of 31.</source>
        <translation>Последний шанс на «31!» возможен только там, где заявляют «31!».</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Next lead</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last chance to claim</source>
        <translation>Последний шанс на «31!»</translation>
    </message>
    <message>
        <source>Who leads a hand&apos;s first trick. Left of the dealer: that player. Right of the dealer: the player on the dealer&apos;s right, and the dealer plays second. Play always goes clockwise.</source>
        <translation>Кто ходит первым в сдаче. Слева от сдающего: этот игрок. Справа от сдающего: игрок справа от сдающего, а сдающий кладёт карты вторым. Игра всегда идёт по часовой стрелке.</translation>
    </message>
    <message>
        <source>The trick&apos;s winner: whoever takes a trick leads the next. Round the table: the lead passes to the next player after every trick, whoever won it (the rules sheet for 3 or 4 players).</source>
        <translation>Взявший взятку: кто взял взятку, тот и ходит. По кругу: после каждой взятки ход переходит к следующему игроку, кто бы её ни взял (правила для 3–4 игроков).</translation>
    </message>
    <message>
        <source>A house rule. Off: whoever has not claimed 31 when the last card is played has lost the chance, and the hand is played out. On: after the last trick each player, its winner first, may still claim once.</source>
        <translation>Домашнее правило. Выкл.: кто не заявил «31!» до последней карты, упустил шанс, и сдача доигрывается. Вкл.: после последней взятки каждый игрок, начиная с взявшего её, может ещё раз заявить.</translation>
    </message>
    <message>
        <source>Pot scoring only. Before seeing the hand, the first leader may bet blind: winning the hand collects 3 × stake from every opponent; otherwise the blind player pays 3 × stake to the winner, or into the pot when nobody wins.</source>
        <translation>Только для счёта с банком. Не глядя в карты, первый ходящий может сыграть втёмную: выиграв сдачу, он получает с каждого по 3 ставки; иначе он платит 3 ставки победителю, а если не выиграл никто — в банк.</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Слева от сдающего</translation>
    </message>
    <message>
        <source>Right of the dealer (dealer second)</source>
        <translation>Справа от сдающего (он второй)</translation>
    </message>
    <message>
        <source>The trick&apos;s winner</source>
        <translation>Взявший взятку</translation>
    </message>
    <message>
        <source>Round the table</source>
        <translation>По кругу</translation>
    </message>
    <message>
        <source>Anyone, at every trick start</source>
        <translation>Любой, перед каждой взяткой</translation>
    </message>
    <message>
        <source>Only the leader (Bura only)</source>
        <translation>Только ходящий (только бура)</translation>
    </message>
    <message>
        <source>Not a combination</source>
        <translation>Не комбинация</translation>
    </message>
    <message>
        <source>Gives the next lead</source>
        <translation>Даёт следующий ход</translation>
    </message>
    <message>
        <source>Wins the hand</source>
        <translation>Выигрывает сдачу</translation>
    </message>
    <message>
        <source>Set the rest aside</source>
        <translation>Отложить остаток</translation>
    </message>
    <message>
        <source>Draw it out</source>
        <translation>Добирать до конца</translation>
    </message>
    <message>
        <source>Claimer doubles the pot</source>
        <translation>Ошибившийся удваивает банк</translation>
    </message>
    <message>
        <source>Claimer loses the hand</source>
        <translation>Ошибившийся проигрывает сдачу</translation>
    </message>
    <message>
        <source>Chips in a pot</source>
        <translation>Фишки в банке</translation>
    </message>
    <message>
        <source>Series of hands</source>
        <translation>Серия сдач</translation>
    </message>
    <message>
        <source>Most points take the pot</source>
        <translation>Банк берёт больше всех очков</translation>
    </message>
    <message>
        <source>The claimer</source>
        <translation>Сказавший «31!»</translation>
    </message>
    <message>
        <source>In turn</source>
        <translation>По очереди</translation>
    </message>
    <message>
        <source>%1: %2 is not a possible value.</source>
        <translation>«%1»: значение %2 невозможно.</translation>
    </message>
    <message>
        <source>4-card hands are for 2 to 5 players, not %1.</source>
        <translation>Сдача по 4 карты — для 2–5 игроков, а не %1.</translation>
    </message>
    <message>
        <source>Bura is played by 2 to 6 players, not %1.</source>
        <translation>В буру играют от 2 до 6 игроков, а не %1.</translation>
    </message>
    <message>
        <source>Choose how many cards a lead may have.</source>
        <translation>Выберите, сколько карт может быть в ходе.</translation>
    </message>
    <message>
        <source>A lead of a single card must always be allowed.</source>
        <translation>Ход одной картой должен быть разрешён всегда.</translation>
    </message>
    <message>
        <source>%1 can only be declared with 4 cards in hand.</source>
        <translation>«%1» можно объявить только при 4 картах на руке.</translation>
    </message>
    <message>
        <source>%1 cannot be declared when only the leader declares: then Bura is the only combination.</source>
        <translation>«%1» нельзя объявлять, когда объявляет только ходящий: тогда единственная комбинация — бура.</translation>
    </message>
    <message>
        <source>%1 plays every hand out, so claims must be off.</source>
        <translation>«%1» играет каждую сдачу до конца, поэтому «31!» нужно выключить.</translation>
    </message>
    <message>
        <source>%1 needs claims: without them nobody wins a hand.</source>
        <translation>«%1» требует «31!»: без этого никто не выигрывает сдачу.</translation>
    </message>
    <message>
        <source>%1 has no pot to double: a wrong claim must lose the hand.</source>
        <translation>В режиме «%1» нет банка, который можно удвоить: ошибочное «31!» должно проигрывать сдачу.</translation>
    </message>
    <message>
        <source>Blind Bura needs scoring with chips in a pot.</source>
        <translation>Бура втёмную возможна только при счёте с фишками в банке.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;h2&gt;Bura, the classic game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Бура, классическая игра&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; 36 cards, A 10 K Q J 9 8 7 6 in each suit. Points: A 11, 10 10, K 4, Q 3, J 2, the rest 0; 120 in all. The card under the stock shows the trump suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Карты.&lt;/b&gt; 36 карт, в каждой масти Т 10 К Д В 9 8 7 6. Очки: туз 11, десятка 10, король 4, дама 3, валет 2, остальные 0; всего 120. Карта под прикупом показывает козырь.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;A trick.&lt;/b&gt; The leader plays 1, 2 or 3 cards of one suit. Each other player answers with as many cards, of any suits. An answer beats the best play so far when every card of that play can be matched with a different card that beats it: a higher card of the same suit, or a trump against a non-trump. Whoever holds the best play at the end takes all the cards, draws first from the stock and leads next.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Взятка.&lt;/b&gt; Ходящий кладёт 1, 2 или 3 карты одной масти. Каждый следующий отвечает тем же числом карт любых мастей. Ответ бьёт лучший расклад на столе, если каждую его карту можно покрыть своей, более сильной: старшей той же масти или козырем против некозырной. Кто в конце держит лучший расклад, забирает все карты, первым добирает из прикупа и ходит следующим.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Declarations.&lt;/b&gt; Before a lead, a player holding &lt;b&gt;Bura&lt;/b&gt; (three trumps) may show it and wins the hand at once; after that nobody may claim 31. &lt;b&gt;Three aces&lt;/b&gt; or a &lt;b&gt;molodka&lt;/b&gt; (three cards of one plain suit) take the lead. A leader challenged that way keeps the lead by showing a combination as good or better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Комбинации.&lt;/b&gt; Перед ходом игрок, у которого &lt;b&gt;бура&lt;/b&gt; (три козыря), может показать её и сразу выигрывает сдачу; после этого заявлять «31!» нельзя. &lt;b&gt;Три туза&lt;/b&gt; или &lt;b&gt;молодка&lt;/b&gt; (три карты одной некозырной масти) дают право хода. Ходящий сохраняет ход, если покажет комбинацию не хуже.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Claiming 31.&lt;/b&gt; On your turn you may claim that your tricks hold 31 points or more. Right: you take the pot. Wrong: you pay as much as the pot holds, and it carries over. Nobody may look back at their tricks, so keep count in your head. Claim in time: once the last card is played nobody may claim, and nobody wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;«31!»&lt;/b&gt; В свой ход можно заявить, что во взятках у вас 31 очко или больше. Верно — банк ваш. Ошибка — вы платите столько, сколько в банке, и он переходит дальше. Смотреть свои взятки нельзя, так что считайте в уме. Заявляйте вовремя: после последней карты заявлять нельзя, и никто не выигрывает.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Playing on the table.&lt;/b&gt; Click cards to choose them (digits 1-3 too), then Play (Enter); double-click a card to play it alone. C claims, D declares, N deals the next hand. H asks the computer for a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Игра за столом.&lt;/b&gt; Щёлкните карты, чтобы выбрать их (или цифры 1–3), затем «Ходить» (Enter); двойной щелчок ходит одной картой. C — «31!», D — объявить, N — следующая сдача. H — подсказка компьютера.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nobody claims 31: every hand is played out.</source>
        <translation>«31!» не говорят: каждая сдача играется до конца.</translation>
    </message>
    <message>
        <source>A wrong claim loses the hand to everyone else.</source>
        <translation>Ошибочное «31!» проигрывает сдачу всем остальным.</translation>
    </message>
    <message>
        <source>Every lead is a single card.</source>
        <translation>Ходят всегда одной картой.</translation>
    </message>
    <message>
        <source>A lead has %1 cards, all of one suit.</source>
        <translation>Ходят %1 картами одной масти.</translation>
    </message>
    <message>
        <source>Three aces are not a combination.</source>
        <translation>Три туза — не комбинация.</translation>
    </message>
    <message>
        <source>Three aces win the hand at once, like a Bura.</source>
        <translation>Три туза сразу выигрывают сдачу, как бура.</translation>
    </message>
    <message>
        <source>After the last trick each player, its winner first, has one last chance to claim 31.</source>
        <translation>После последней взятки у каждого игрока, начиная с взявшего её, есть последний шанс заявить «31!».</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads the first trick; the dealer plays second.</source>
        <translation>Первым ходит игрок справа от сдающего; сдающий кладёт карты вторым.</translation>
    </message>
    <message>
        <source>The lead passes round the table after every trick, whoever won it; the winner still draws first.</source>
        <translation>Ход переходит по кругу после каждой взятки, кто бы её ни взял; первым из прикупа всё равно берёт взявший.</translation>
    </message>
    <message>
        <source>Blind Bura: before looking at the hand, the first leader may bet blind. Winning the hand collects three stakes from every opponent; otherwise the blind player pays three stakes.</source>
        <translation>Бура втёмную: не глядя в карты, первый ходящий может сыграть втёмную. Выиграв сдачу, он получает с каждого по три ставки; иначе платит три ставки сам.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Drawing.&lt;/b&gt; After each trick everyone draws from the stock, the winner first, one card at a time, until every hand is full again. When the stock cannot fill every hand, nobody draws: the rest of it, the trump card included, is set aside unseen and the hand is played out from the hands. Nobody may lead more cards than the smallest hand that must answer holds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Прикуп.&lt;/b&gt; После каждой взятки все берут из прикупа по одной карте, первым — взявший взятку, пока у всех снова не будет полной руки. Когда прикупа не хватает на всех, никто не берёт: остаток вместе с козырной картой откладывается не глядя, и сдача доигрывается с рук. Нельзя ходить большим числом карт, чем в самой маленькой руке среди отвечающих.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The most card points take the pot; a tie splits it.</source>
        <translation>Банк берёт тот, у кого больше очков; при равенстве банк делят.</translation>
    </message>
    <message>
        <source>No chips: each hand won scores one, and the first to %1 wins the session.</source>
        <translation>Без фишек: каждая выигранная сдача даёт одно очко; партию выигрывает тот, кто первым наберёт %1.</translation>
    </message>
    <message>
        <source>A 32-card pack: the sixes are left out (still 120 card points).</source>
        <translation>Колода из 32 карт: без шестёрок (очков по-прежнему 120).</translation>
    </message>
    <message>
        <source>Each player holds 4 cards; a Bura is any three trumps among them.</source>
        <translation>У каждого игрока 4 карты; бура — любые три козыря из них.</translation>
    </message>
    <message>
        <source>Each player&apos;s hand is dealt at once, not a card at a time.</source>
        <translation>Каждому сдают все карты сразу, а не по одной.</translation>
    </message>
    <message>
        <source>Only the player about to lead may declare, and only a Bura: declare it (D) before you lead and you win the hand. Led as a trick, three trumps are an ordinary lead.</source>
        <translation>Объявлять может только тот, чей ход, и только буру: объявите её (D) перед ходом — и сдача ваша. Если пойти тремя козырями, это обычный ход.</translation>
    </message>
    <message>
        <source>A molodka (three cards of one plain suit) is not a combination.</source>
        <translation>Молодка (три карты одной некозырной масти) — не комбинация.</translation>
    </message>
    <message>
        <source>Four aces win the hand at once, above a Bura.</source>
        <translation>Четыре туза сразу выигрывают сдачу, старше буры.</translation>
    </message>
    <message>
        <source>Four trumps win the hand at once, above a Bura.</source>
        <translation>Четыре козыря сразу выигрывают сдачу, старше буры.</translation>
    </message>
    <message>
        <source>Closed cards: an answer that does not beat the best play goes face down, and a beating answer may go face down too (then it cannot win).</source>
        <translation>Закрытые карты: ответ, который не бьёт, кладётся рубашкой вверх; бьющий ответ тоже можно положить закрытым (тогда он не выигрывает).</translation>
    </message>
    <message>
        <source>Moscow answers: you may answer with fewer cards than were led (at least one); such an answer cannot win the trick.</source>
        <translation>Московские ответы: можно ответить меньшим числом карт, чем сходили (хотя бы одной); такой ответ не берёт взятку.</translation>
    </message>
    <message>
        <source>When the stock runs short, players draw while cards last; the trump card under the stock is drawn last.</source>
        <translation>Когда прикупа не хватает на всех, добирают, пока есть карты; козырную карту под прикупом берут последней.</translation>
    </message>
    <message>
        <source>No chips but penalty points: most card points 0, more than 31 but not the most 2, 1 to 31 points 4, none 6; a Bura costs everyone else 4. Whoever reaches %2 loses the session.</source>
        <translation>Без фишек, со штрафными очками: больше всех очков — 0, больше 31, но не больше всех — 2, от 1 до 31 — 4, ни одного — 6; бура стоит всем остальным по 4. Кто наберёт %2, проигрывает партию.</translation>
    </message>
    <message>
        <source>The deal passes to the next player after every hand, whoever won.</source>
        <translation>Сдают по очереди: после каждой сдачи — следующий игрок, кто бы ни выиграл.</translation>
    </message>
    <message>
        <source>Different at this table</source>
        <translation>Отличия за этим столом</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a choice of numbers: 1, 2 or 3</comment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>The rules at this table</source>
        <translation>Правила за этим столом</translation>
    </message>
    <message>
        <source>Rules of Bura</source>
        <translation>Правила буры</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>любитель</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>опытный</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>мастер</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>on the player&apos;s own plate, beside You</comment>
        <translation>сдаёте</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) won</source>
        <translation>
            <numerusform>%n сдача выиграна</numerusform>
            <numerusform>%n сдачи выиграно</numerusform>
            <numerusform>%n сдач выиграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n штрафное очко</numerusform>
            <numerusform>%n штрафных очка</numerusform>
            <numerusform>%n штрафных очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n фишка</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n face down</source>
        <translation>
            <numerusform>+ %n рубашкой вверх</numerusform>
            <numerusform>+ %n рубашкой вверх</numerusform>
            <numerusform>+ %n рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдаёт</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Masha</source>
        <translation>Маша</translation>
    </message>
    <message>
        <source>Kolya</source>
        <translation>Коля</translation>
    </message>
    <message>
        <source>Sasha</source>
        <translation>Саша</translation>
    </message>
    <message>
        <source>Tanya</source>
        <translation>Таня</translation>
    </message>
    <message>
        <source>Lyosha</source>
        <translation>Лёша</translation>
    </message>
    <message>
        <source>Anya</source>
        <translation>Аня</translation>
    </message>
    <message>
        <source>Boris</source>
        <translation>Борис</translation>
    </message>
    <message>
        <source>Vera</source>
        <translation>Вера</translation>
    </message>
    <message>
        <source>Grisha</source>
        <translation>Гриша</translation>
    </message>
    <message>
        <source>Dasha</source>
        <translation>Даша</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Вернуть все настройки на всех вкладках к исходным.</translation>
    </message>
    <message>
        <source>Choosing a preset sets every rule below to that form of the game.</source>
        <translation>Выбор набора задаёт все правила ниже по этому варианту игры.</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Набор правил:</translation>
    </message>
    <message>
        <source>Deal and deck</source>
        <translation>Раздача и колода</translation>
    </message>
    <message>
        <source>Leads and answers</source>
        <translation>Ход и ответы</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Stock and claims</source>
        <translation>Прикуп и «31!»</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>How many sit at the table, you included.</source>
        <translation>Сколько человек за столом, включая вас.</translation>
    </message>
    <message>
        <source>Players at the table:</source>
        <translation>Игроков за столом:</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>New rules and players start a new game: you are asked first.</source>
        <translation>Новые правила и игроки начинают новую игру: сначала вас спросят.</translation>
    </message>
    <message numerus="yes">
        <source>The game on the table has %n player(s), not the ones below; these settings seat the players of your next new game.</source>
        <translation>
            <numerusform>В игре на столе %n игрок, а не те, что ниже; эти настройки рассаживают игроков вашей следующей новой игры.</numerusform>
            <numerusform>В игре на столе %n игрока, а не те, что ниже; эти настройки рассаживают игроков вашей следующей новой игры.</numerusform>
            <numerusform>В игре на столе %n игроков, а не те, что ниже; эти настройки рассаживают игроков вашей следующей новой игры.</numerusform>
        </translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <translation>Соперник %1</translation>
    </message>
    <message>
        <source>The name shown at this opponent&apos;s seat.</source>
        <translation>Имя, которое видно у места этого соперника.</translation>
    </message>
    <message>
        <source>How well this computer opponent plays, from beginner to expert.</source>
        <translation>Насколько хорошо играет этот соперник, от новичка до мастера.</translation>
    </message>
    <message>
        <source>Chips and session</source>
        <translation>Фишки и партия</translation>
    </message>
    <message>
        <source>Stake:</source>
        <translation>Ставка:</translation>
    </message>
    <message>
        <source>Starting bankroll:</source>
        <translation>Начальный запас:</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без предела</translation>
    </message>
    <message>
        <source> hands</source>
        <translation> сдач</translation>
    </message>
    <message>
        <source>Session length:</source>
        <translation>Длина партии:</translation>
    </message>
    <message>
        <source>Four aces and four trumps need 4 cards in hand, so they are off.</source>
        <translation>Четыре туза и четыре козыря бывают только при 4 картах на руке, поэтому они выключены.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination, so the others are off.</source>
        <translation>Когда объявляет только ходящий, единственная комбинация — бура, поэтому остальные выключены.</translation>
    </message>
    <message>
        <source>This scoring plays every hand out, so claims of 31 are off.</source>
        <translation>При таком счёте каждая сдача играется до конца, поэтому «31!» выключено.</translation>
    </message>
    <message>
        <source>This scoring needs claims of 31, so they are on.</source>
        <translation>Такому счёту нужно «31!», поэтому оно включено.</translation>
    </message>
    <message>
        <source>Without claims of 31 there is no last chance to claim, so it is off.</source>
        <translation>Без «31!» нет и последнего шанса на «31!», поэтому он выключен.</translation>
    </message>
    <message>
        <source>Blind Bura is played only for chips in a pot, so it is off.</source>
        <translation>Бура втёмную играется только на фишки в банке, поэтому она выключена.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players, so one opponent leaves the table.</source>
        <translation>По 4 карты играют не больше 5 игроков, поэтому один соперник выходит из-за стола.</translation>
    </message>
    <message>
        <source>When only the leader declares, Bura is the only combination.</source>
        <translation>Когда объявляет только ходящий, единственная комбинация — бура.</translation>
    </message>
    <message>
        <source>Only with 4 cards in hand.</source>
        <translation>Только при 4 картах на руке.</translation>
    </message>
    <message>
        <source>Set by the scoring: chips in a pot and a series are won by claims of 31; penalty points and most points play every hand out.</source>
        <translation>Зависит от счёта: фишки в банке и серию выигрывают заявкой «31!»; при штрафных очках и при «банк берёт больше всех очков» каждая сдача играется до конца.</translation>
    </message>
    <message>
        <source>Only where players may claim 31.</source>
        <translation>Только когда игроки могут заявлять 31.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double, so a wrong claim loses the hand.</source>
        <translation>В серии нет банка, который можно удвоить, поэтому ошибочное «31!» проигрывает сдачу.</translation>
    </message>
    <message>
        <source>Only with chips in a pot.</source>
        <translation>Только при игре на фишки в банке.</translation>
    </message>
    <message>
        <source>4-card hands are for at most 5 players.</source>
        <translation>По 4 карты играют не больше 5 игроков.</translation>
    </message>
    <message>
        <source>Opponent %1 needs a name.</source>
        <translation>Сопернику %1 нужно имя.</translation>
    </message>
    <message>
        <source>Series scoring has no pot to double: a wrong claim now loses the hand.</source>
        <translation>В серии нет банка, который можно удвоить: теперь ошибочное «31!» проигрывает сдачу.</translation>
    </message>
    <message>
        <source>for %1 to %2 players</source>
        <translation>для %1–%2 игроков</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) changed</source>
        <translation>
            <numerusform>изменён %n параметр</numerusform>
            <numerusform>изменено %n параметра</numerusform>
            <numerusform>изменено %n параметров</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems shown above first.</source>
        <translation>Сначала исправьте ошибки, показанные выше.</translation>
    </message>
</context>
<context>
    <name>Sharing</name>
    <message>
        <source>You sat down at %1&apos;s table. The game starts when %1 starts it.</source>
        <translation>Вы за столом, который ведёт %1. Игра начнётся, когда %1 её начнёт.</translation>
    </message>
    <message>
        <source>%1 sat down at the table.</source>
        <translation>%1 за столом.</translation>
    </message>
    <message>
        <source>%1 left the table; a computer plays for them.</source>
        <translation>%1 уходит из-за стола; за это место играет компьютер.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 снова за столом.</translation>
    </message>
    <message>
        <source>A player with another version of Bura Desktop could not join (their table version %1, this one %2).</source>
        <translation>Игрок с другой версией Bura Desktop не смог сесть за стол (версия стола у игрока %1, здесь %2).</translation>
    </message>
    <message>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Стол не удалось открыть на порту %1: %2</translation>
    </message>
    <message>
        <source>This game was begun at a table open to the network: Game ▸ Host a table… opens it again for its players.</source>
        <translation>Эта игра начата за столом, открытым в сети: Игра ▸ Открыть стол… снова откроет его для игроков.</translation>
    </message>
    <message>
        <source>The connection to the table dropped: dialling it again…</source>
        <translation>Связь со столом прервалась: подключаемся снова…</translation>
    </message>
    <message>
        <source>You are back in your seat.</source>
        <translation>Вы снова на своём месте.</translation>
    </message>
    <message>
        <source>A hosted table begins a new game with the people who sit down: the hand in progress and its pot will be lost. Host a table?</source>
        <translation>Открытый стол начинает новую игру с теми, кто сядет за него: текущая сдача и её банк будут потеряны. Открыть стол?</translation>
    </message>
    <message>
        <source>The table is open. Players join at %1, port %2, with the code %3.</source>
        <translation>Стол открыт. Игроки подключаются к %1, порт %2, код %3.</translation>
    </message>
    <message>
        <source>The table is open again. Its players come back at %1, port %2, with the code %3.</source>
        <translation>Стол снова открыт. Игроки возвращаются по адресу %1, порт %2, с кодом %3.</translation>
    </message>
    <message>
        <source>Host a table first (Game ▸ Host a table…), then invite friends to it.</source>
        <translation>Сначала откройте стол (Игра ▸ Открыть стол…), затем пригласите к нему друзей.</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Стол закрыт.</translation>
    </message>
    <message>
        <source>%1 did not move in time; a computer plays for them until they are back.</source>
        <translation>%1: время на ход вышло; до возвращения за это место играет компьютер.</translation>
    </message>
    <message>
        <source>You did not move in time; a computer plays for you until you are back.</source>
        <translation>Время на ход вышло; пока вас нет, за вас играет компьютер.</translation>
    </message>
    <message>
        <source>A computer plays for you</source>
        <translation>За вас играет компьютер</translation>
    </message>
    <message>
        <source>You did not move in time, so a computer plays your seat for now. The game goes on; take your seat back whenever you are ready.</source>
        <translation>Время на ход вышло, поэтому пока за вас играет компьютер. Игра продолжается; вернитесь на своё место, когда будете готовы.</translation>
    </message>
    <message>
        <source>I&apos;m back</source>
        <translation>Я снова здесь</translation>
    </message>
    <message>
        <source>That invitation code is not right: check it with the host.</source>
        <translation>Код приглашения неверен: уточните его у хозяина стола.</translation>
    </message>
    <message>
        <source>No table answered this invitation: it may have been used or closed.</source>
        <translation>Ни один стол не ответил на это приглашение: возможно, им уже воспользовались или стол закрыт.</translation>
    </message>
    <message>
        <source>The invitation server cannot be reached: this computer may be offline.</source>
        <translation>Сервер приглашений недоступен: возможно, компьютер не подключён к интернету.</translation>
    </message>
    <message>
        <source>This invitation has lapsed: ask the host for a new one.</source>
        <translation>Это приглашение больше не действует: попросите у хозяина стола новое.</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table across the internet. Take it back now?</source>
        <translation>У вас есть место за столом %1 через интернет. Вернуться на него сейчас?</translation>
    </message>
    <message>
        <source>You have a seat at %1&apos;s table (%2, port %3). Take it back now?</source>
        <translation>У вас есть место за столом %1 (%2, порт %3). Вернуться на него сейчас?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Вернуться на место</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Отказаться от места</translation>
    </message>
    <message>
        <source>The host did not answer.</source>
        <translation>Хозяин стола не ответил.</translation>
    </message>
    <message>
        <source>The host could not be reached.</source>
        <translation>До хозяина стола не удалось достучаться.</translation>
    </message>
    <message>
        <source>Someone at this table has that name already: choose another.</source>
        <translation>За этим столом уже есть игрок с таким именем: выберите другое.</translation>
    </message>
    <message>
        <source>Too many wrong codes: wait a few seconds and try again.</source>
        <translation>Слишком много неверных кодов: подождите несколько секунд и попробуйте снова.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Сесть за стол</translation>
    </message>
    <message>
        <source>The table&apos;s code is not right.</source>
        <translation>Код стола неверный.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Все открытые места за этим столом заняты.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table.</source>
        <translation>Это имя за этим столом использовать нельзя.</translation>
    </message>
    <message>
        <source>The host plays another version of Bura Desktop (table version %1, this one %2).</source>
        <translation>У хозяина стола другая версия Bura Desktop (версия стола %1, эта %2).</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиша</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Bura Desktop is already running with this profile (%1), but its window does not answer. Close that game, or wait for it, and start again.</source>
        <translation>Bura Desktop уже запущена с этим профилем (%1), но её окно не отвечает. Закройте ту игру или дождитесь её и запустите снова.</translation>
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
        <translation>Статистика</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Эта партия</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>No session is being played.</source>
        <translation>Сейчас партия не идёт.</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>Соперники:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Запас фишек</translation>
    </message>
    <message>
        <source>Won and lost by opponent level</source>
        <translation>Выигрыши и проигрыши по уровню соперников</translation>
    </message>
    <message>
        <source>How hands ended</source>
        <translation>Как заканчивались сдачи</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Save the hands shown as a spreadsheet file.</source>
        <translation>Сохранить показанные сдачи в файл для таблиц.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Delete every recorded hand (a backup is kept).</source>
        <translation>Удалить все записанные сдачи (резервная копия сохраняется).</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Сыграно сдач</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Выиграно сдач</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Net chips</source>
        <translation>Итог по фишкам</translation>
    </message>
    <message>
        <source>Biggest pot won</source>
        <translation>Самый большой банк</translation>
    </message>
    <message>
        <source>Claims right / wrong</source>
        <translation>«31!» верно / ошибочно</translation>
    </message>
    <message>
        <source>Buras</source>
        <translation>Буры</translation>
    </message>
    <message>
        <source>Average card points</source>
        <translation>Средние очки</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Серия побед</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Самая длинная серия побед</translation>
    </message>
    <message>
        <source>Hands with hints or points assist</source>
        <translation>Сдачи с подсказками или подсказкой очков</translation>
    </message>
    <message>
        <source>Claim of 31</source>
        <translation>«31!»</translation>
    </message>
    <message>
        <source>Wrong claim</source>
        <translation>Ошибочное «31!»</translation>
    </message>
    <message>
        <source>Bura</source>
        <translation>Бура</translation>
    </message>
    <message>
        <source>Declaration</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <source>Played out</source>
        <translation>Сыграно до конца</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Больше всех очков</translation>
    </message>
    <message>
        <source>Statistics are not being recorded.</source>
        <translation>Статистика не ведётся.</translation>
    </message>
    <message>
        <source>Hands won over the session</source>
        <translation>Выигранные сдачи за партию</translation>
    </message>
    <message>
        <source>Penalty points over the session</source>
        <translation>Штрафные очки за партию</translation>
    </message>
    <message>
        <source>Bankroll over the session</source>
        <translation>Фишки за партию</translation>
    </message>
    <message>
        <source>Net chips over all hands</source>
        <translation>Итог по фишкам за все сдачи</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Delete every recorded hand, of all sessions? A backup copy of the statistics is kept.</source>
        <translation>Удалить все записанные сдачи всех партий? Резервная копия статистики сохранится.</translation>
    </message>
    <message>
        <source>The statistics were reset. The backup is %1.</source>
        <translation>Статистика сброшена. Резервная копия: %1.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>How quickly cards are dealt and played; Off moves them at once.</source>
        <translation>Как быстро сдаются и ходят карты; «Выкл.» переносит их сразу.</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Анимация:</translation>
    </message>
    <message>
        <source>Atlas</source>
        <translation>Атласные</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Контрастные</translation>
    </message>
    <message>
        <source>The traditional Russian Atlas pack.</source>
        <translation>Традиционная русская атласная колода.</translation>
    </message>
    <message>
        <source>Large indices and four suit colours, easy to read.</source>
        <translation>Крупные индексы и четыре цвета мастей, легко читать.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>The deck&apos;s own</source>
        <comment>card back</comment>
        <translation>Своя у колоды</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>card back</comment>
        <translation>Красная</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>card back</comment>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>card back</comment>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>The back of every card face down.</source>
        <translation>Рубашка всех карт, лежащих лицом вниз.</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Рубашка карт:</translation>
    </message>
    <message>
        <source>Any colour for the cloth on the table, chosen in the colour picker.</source>
        <translation>Любой цвет сукна на столе, из палитры.</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Бордовый</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <translation>Графит</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Цвет стола:</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Маленькие</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средние</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупные</translation>
    </message>
    <message>
        <source>How large the cards are drawn on the table.</source>
        <translation>Каким размером рисовать карты на столе.</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Размер карт:</translation>
    </message>
    <message>
        <source>Show a running count of my card points</source>
        <translation>Показывать мои очки по ходу сдачи</translation>
    </message>
    <message>
        <source>Players normally must not look back at their tricks before claiming 31. With the assist on, the table shows your points; hands played with it are marked in the statistics.</source>
        <translation>Обычно нельзя заглядывать в свои взятки перед «31!». С подсказкой стол показывает ваши очки; такие сдачи помечаются в статистике.</translation>
    </message>
    <message>
        <source>Points assist:</source>
        <translation>Подсказка очков:</translation>
    </message>
    <message>
        <source>Sort my cards by suit, trumps last</source>
        <translation>Сортировать мои карты по мастям, козыри в конце</translation>
    </message>
    <message>
        <source>Off: your cards stay in the order they were dealt and drawn.</source>
        <translation>Если выключено, карты лежат в том порядке, в каком их сдали и добрали.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Ваши карты:</translation>
    </message>
    <message>
        <source>Play sounds (M turns them on or off)</source>
        <translation>Воспроизводить звуки (M включает и выключает их)</translation>
    </message>
    <message>
        <source>Sound:</source>
        <translation>Звук:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>How loud the cards and chips sound.</source>
        <translation>Насколько громко звучат карты и фишки.</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Громкость:</translation>
    </message>
    <message>
        <source>Also when animation is off</source>
        <translation>И при выключенной анимации</translation>
    </message>
    <message>
        <source>With animation off the table is silent unless this is chosen.</source>
        <translation>При выключенной анимации стол молчит, если не выбрано это.</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Cards left to draw, besides the trump indicator.</source>
        <translation>Карты, которые ещё можно добрать, кроме козырной.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>The pot: whoever wins the hand takes it.</source>
        <translation>Банк: его забирает победитель сдачи.</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Прикуп %1</translation>
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
        <translation>Ваши карты. Стрелки влево и вправо — переход между ними, пробел выбирает карту, Enter играет выбранные, Tab — к кнопкам.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, выбрана</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрана</translation>
    </message>
</context>
<context>
    <name>TrumpBadge</name>
    <message>
        <source>Trump %1 (%2)</source>
        <translation>Козырь %1 (%2)</translation>
    </message>
    <message>
        <source>Trump %1</source>
        <translation>Козырь %1</translation>
    </message>
</context>
<context>
    <name>Turn</name>
    <message>
        <source>The coach looks at your move…</source>
        <translation>Тренер смотрит ваш ход…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ходить</translation>
    </message>
    <message>
        <source>Claim 31</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Объявить</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Втёмную</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Play the chosen cards. Key: Enter.</source>
        <translation>Сыграть выбранные карты. Клавиша: Enter.</translation>
    </message>
    <message>
        <source>Claim that your pile holds 31 card points. Key: C.</source>
        <translation>Заявить, что в ваших взятках 31 очко. Клавиша: C.</translation>
    </message>
    <message>
        <source>Bet blind, before seeing your cards. Key: B.</source>
        <translation>Ставить втёмную, не глядя в карты. Клавиша: B.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Hint: play %1 face down. Press Play or Enter.</source>
        <translation>Подсказка: сыграйте %1 рубашкой вверх. Нажмите «Ходить» или Enter.</translation>
    </message>
    <message>
        <source>Hint: play %1. Press Play or Enter.</source>
        <translation>Подсказка: сыграйте %1. Нажмите «Ходить» или Enter.</translation>
    </message>
    <message>
        <source>Hint: claim 31 now (C).</source>
        <translation>Подсказка: скажите «31!» сейчас (C).</translation>
    </message>
    <message>
        <source>Hint: declare %1 (D).</source>
        <translation>Подсказка: объявить — %1 (D).</translation>
    </message>
    <message>
        <source>Hint: bet blind.</source>
        <translation>Подсказка: играйте втёмную.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Подсказка: пас.</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Всё равно сыграть</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Взять назад</translation>
    </message>
    <message>
        <source>Coach: %1 looks costly; %2 is better.</source>
        <translation>Тренер: %1 — похоже, дорогой ход; лучше %2.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Объявить: %1</translation>
    </message>
    <message>
        <source>%1 Click the cards or press their numbers (H for a hint).</source>
        <translation>%1 Щёлкните карты или нажмите их номера (H — подсказка).</translation>
    </message>
    <message>
        <source>Lead %1: press Play or Enter.</source>
        <translation>Ход %1: нажмите «Ходить» или Enter.</translation>
    </message>
    <message>
        <source>%1 beats the trick: press Play or Enter.</source>
        <translation>%1 бьёт взятку: нажмите «Ходить» или Enter.</translation>
    </message>
    <message>
        <source>%1 does not beat the trick: it is thrown. Press Play or Enter.</source>
        <translation>%1 не бьёт взятку, карты уйдут в сброс. Нажмите «Ходить» или Enter.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ищу хороший ход…</translation>
    </message>
    <message>
        <source>Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong and costs you.</source>
        <translation>Заявить 31 сейчас? Если в ваших взятках меньше 31 очка, заявка ложная и вам придётся за неё заплатить.</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>%1 face down</source>
        <translation>%1 рубашкой вверх</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>заявка 31</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>blind bet</source>
        <translation>ставка втёмную</translation>
    </message>
    <message>
        <source>Card points handed to the trick&apos;s winner</source>
        <translation>Очки, отданные взявшему взятку</translation>
    </message>
    <message>
        <source>Chance of a Bura of yours later in the hand</source>
        <translation>Шанс собрать Буру позже в этой сдаче</translation>
    </message>
    <message>
        <source>Chance of taking this trick and the lead</source>
        <translation>Шанс взять эту взятку и ход</translation>
    </message>
    <message>
        <source>Chance of reaching 31 and claiming</source>
        <translation>Шанс набрать 31 и сказать «31!»</translation>
    </message>
    <message>
        <source>Chance that another player claims 31</source>
        <translation>Шанс, что другой игрок скажет «31!»</translation>
    </message>
    <message>
        <source>Chance that your opponent claims 31</source>
        <translation>Шанс, что соперник скажет «31!»</translation>
    </message>
    <message>
        <source>Chance of winning the hand</source>
        <translation>Шанс выиграть сдачу</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1: %2 with %3, %4 with %5.</source>
        <translation>%1: %2 при ходе %3, %4 при ходе %5.</translation>
    </message>
    <message>
        <source>It hands the trick&apos;s winner fewer points than %1.</source>
        <translation>Так взявшему взятку уйдёт меньше очков, чем при другом ходе (%1).</translation>
    </message>
    <message>
        <source>It keeps a better chance of a Bura later than %1.</source>
        <translation>Так больше шансов собрать Буру позже, чем при другом ходе (%1).</translation>
    </message>
    <message>
        <source>It takes this trick and the lead more often than %1.</source>
        <translation>Так вы чаще берёте эту взятку и ход, чем при другом ходе (%1).</translation>
    </message>
    <message>
        <source>It reaches 31 and claims more often than %1.</source>
        <translation>Так вы чаще набираете 31 и говорите «31!», чем при другом ходе (%1).</translation>
    </message>
    <message>
        <source>Another player claims 31 less often than after %1.</source>
        <translation>Так другой игрок реже скажет «31!», чем после другого хода (%1).</translation>
    </message>
    <message>
        <source>Your opponent claims 31 less often than after %1.</source>
        <translation>Так соперник реже скажет «31!», чем после другого хода (%1).</translation>
    </message>
    <message>
        <source>It wins the hand more often than %1.</source>
        <translation>Так вы чаще выигрываете сдачу, чем при другом ходе (%1).</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>No hands played yet</source>
        <translation>Пока не сыграно ни одной сдачи</translation>
    </message>
</context>
</TS>
