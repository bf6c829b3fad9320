<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Recto Verso Studio</source>
        <translation>Acerca do Recto Verso Studio</translation>
    </message>
    <message>
        <source>Play Recto Verso, Verso, Revorso and DJ05135 at the computer, learn their rules, and print them at home.
PySide6 {pyside}, Qt {qt}.</source>
        <translation>Joga Recto Verso, Verso, Revorso e DJ05135 no computador, aprende as regras e imprime-os em casa.
PySide6 {pyside}, Qt {qt}.</translation>
    </message>
    <message>
        <source>Licences of the app and of what it ships:</source>
        <translation>Licenças da aplicação e do que ela inclui:</translation>
    </message>
    <message>
        <source>(licence file {name} is missing)</source>
        <translation>(falta o ficheiro de licença {name})</translation>
    </message>
</context>
<context>
    <name>AssistantView</name>
    <message>
        <source>Rules</source>
        <extracomment>Page ids in the order of the side list; also the screenshot modes (rules is mode None).</extracomment>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>Co-op ladder</source>
        <translation>Escada cooperativa</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Parceiros</translation>
    </message>
    <message>
        <source>Score keeper</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Rules &amp; setup pages</source>
        <translation>Páginas de regras e preparação</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Procurar nas regras</translation>
    </message>
    <message>
        <source>Ctrl++ / Ctrl+-</source>
        <translation>Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Larger / smaller rules text</source>
        <translation>Texto das regras maior / menor</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stopwatch and ladder: start (or cancel)</source>
        <translation>Cronómetro e escada: começar (ou cancelar)</translation>
    </message>
    <message>
        <source>R / V</source>
        <translation>R / V</translation>
    </message>
    <message>
        <source>Stopwatch: the front partner calls Recto! / the back partner calls Verso!</source>
        <translation>Cronómetro: o parceiro da frente chama Recto! / o parceiro de trás chama Verso!</translation>
    </message>
    <message>
        <source>B / F</source>
        <translation>B / F</translation>
    </message>
    <message>
        <source>Ladder: the building is right / wrong</source>
        <translation>Escada: o edifício está certo / errado</translation>
    </message>
    <message>
        <source>N / P (or → / ←)</source>
        <translation>N / P (ou → / ←)</translation>
    </message>
    <message>
        <source>Partners: next / previous round</source>
        <translation>Parceiros: ronda seguinte / anterior</translation>
    </message>
</context>
<context>
    <name>BuilderAccess</name>
    <message>
        <source>Board: squares A to D from left to right seen from the front, 1 to 4 from the front to the back</source>
        <extracomment>The last announcements made, oldest first.</extracomment>
        <translation>Tabuleiro: casas A a D da esquerda para a direita vistas da frente, 1 a 4 da frente para trás</translation>
    </message>
    <message>
        <source>In your hand: %1</source>
        <translation>Na tua mão: %1</translation>
    </message>
</context>
<context>
    <name>CardMakerDialog</name>
    <message>
        <source>Counting the buildings that match this card…</source>
        <extracomment>The name the card on screen was saved under (it stays on the preview and in the field).</extracomment>
        <translation>A contar os edifícios que correspondem a esta carta…</translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2 of 5)</source>
        <translation>Dificuldade: %1 (%2 de 5)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Não guardada: %1</translation>
    </message>
    <message>
        <source>My cards could not be written (%1). Nothing was lost; try again when the disk has room.</source>
        <translation>Não foi possível escrever As minhas cartas (%1). Nada se perdeu; tenta de novo quando o disco tiver espaço.</translation>
    </message>
    <message>
        <source>Saved to My cards as %1.</source>
        <translation>Guardada em As minhas cartas como %1.</translation>
    </message>
    <message>
        <source>Folder for the PDF of My cards</source>
        <translation>Pasta para o PDF de As minhas cartas</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Não é possível escrever na pasta %1. Escolhe uma pasta tua.</translation>
    </message>
    <message>
        <source>The PDF could not be written (%1).</source>
        <translation>Não foi possível escrever o PDF (%1).</translation>
    </message>
    <message>
        <source>Nothing was printed: My cards cannot be read.</source>
        <translation>Nada foi impresso: não é possível ler As minhas cartas.</translation>
    </message>
    <message>
        <source>My cards: no card yet.</source>
        <translation>As minhas cartas: ainda nenhuma carta.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) written to %1 in %2. Print at 100 % (no “fit to page”).</source>
        <translation>
            <numerusform>%n carta escrita em %1 na pasta %2. Imprime a 100 % (sem “ajustar à página”).</numerusform>
            <numerusform>%n cartas escritas em %1 na pasta %2. Imprime a 100 % (sem “ajustar à página”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>My cards: %n card(s).</source>
        <translation>
            <numerusform>As minhas cartas: %n carta.</numerusform>
            <numerusform>As minhas cartas: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make a card</source>
        <translation>Criar uma carta</translation>
    </message>
    <message>
        <source>A card of your own</source>
        <translation>Uma carta só tua</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>&amp;Save to My cards</source>
        <translation>&amp;Guardar em As minhas cartas</translation>
    </message>
    <message>
        <source>Print &amp;My cards…</source>
        <translation>&amp;Imprimir As minhas cartas…</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>A&amp;brir a pasta</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>This building cannot be a card yet:</source>
        <translation>Este edifício ainda não pode ser uma carta:</translation>
    </message>
</context>
<context>
    <name>CardNameField</name>
    <message>
        <source>Printed in the corner of both sides: up to %1 letters, digits or hyphens.</source>
        <extracomment>The name the card will take changed (typed, or a new free name after a save).</extracomment>
        <translation>Impresso no canto dos dois lados: até %1 letras, algarismos ou hífenes.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>A card&apos;s name has at most %1 characters.</source>
        <translation>O nome de uma carta tem no máximo %1 caracteres.</translation>
    </message>
</context>
<context>
    <name>CardTableView</name>
    <message>
        <source>Show the results</source>
        <extracomment>How many seats the new-game page proposes before it remembers a game of the player&apos;s (None: the fewest the game is played by), and how many of them are people. Where the guided game&apos;s targets lie on this table (set by the game as it builds it). Back to the results once the table was looked at after the end. The guided first game (docs/ARCHITECTURE.md, &quot;Guided first games&quot;). What a screen reader is told as the game goes on (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). Whether the end page was shown for the game on the table (it comes by itself once).</extracomment>
        <translation>Ver os resultados</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>Passa o computador a %1</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Sou %1: mostrar as minhas cartas</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards stay hidden while the computer players take their turns.</source>
        <translation>As cartas de todos ficam escondidas enquanto os jogadores do computador jogam.</translation>
    </message>
</context>
<context>
    <name>DJ05135Ending</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>A tie: %1</source>
        <translation>Empate: %1</translation>
    </message>
    <message>
        <source>Three points: well played, everybody!</source>
        <translation>Três pontos: bom jogo a todos!</translation>
    </message>
    <message>
        <source>The turn limit was reached: the most points win.</source>
        <translation>Chegou-se ao limite de jogadas: ganha quem tiver mais pontos.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DJ05135TableView</name>
    <message>
        <source>Pictures</source>
        <extracomment>The badge&apos;s radius in the drawing&apos;s units; the drawing is a square around it. The badge on screen, in logical pixels before the interface scale. Per pictogram: the label holding its picture and the label holding its words.</extracomment>
        <translation>Pictogramas</translation>
    </message>
    <message>
        <source>The round picture on a card tells what happens when it is played.</source>
        <translation>A imagem redonda de uma carta diz o que acontece quando é jogada.</translation>
    </message>
    <message>
        <source>← →  ↑ ↓ / Tab</source>
        <translation>← →  ↑ ↓ / Tab</translation>
    </message>
    <message>
        <source>Move between the cards you may choose</source>
        <translation>Passar de uma carta que podes escolher para outra</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Espaço</translation>
    </message>
    <message>
        <source>Play, take or flip the card with the focus</source>
        <translation>Jogar, tirar ou virar a carta com o foco</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Go back one step (when a choice can be undone)</source>
        <translation>Voltar um passo atrás (quando uma escolha se pode desfazer)</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está a jogar…</translation>
    </message>
    <message>
        <source>%1 plays on their phone…</source>
        <translation>%1 joga no seu telemóvel…</translation>
    </message>
    <message>
        <source>Game log (what everybody saw)</source>
        <translation>Registo do jogo (o que todos viram)</translation>
    </message>
    <message>
        <source>%1 took one of %2&apos;s cards: %2 now takes a card from the centre.</source>
        <translation>%1 tirou uma das cartas de %2: agora %2 tira uma carta do centro.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn. Everybody else, look away from the screen!</source>
        <translation>É a vez de %1. Todos os outros, desviem os olhos do ecrã!</translation>
    </message>
    <message>
        <source>What %1 saw (the computer shows each person only their own view)</source>
        <translation>O que %1 viu (o computador mostra a cada pessoa só o que ela vê)</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Que lado fica virado para ti?</translation>
    </message>
    <message>
        <source>Keep this side</source>
        <translation>Manter este lado</translation>
    </message>
    <message>
        <source>Turn it round (the side %1 saw)</source>
        <translation>Virar a carta (o lado que %1 via)</translation>
    </message>
    <message>
        <source>Backspace: choose another card.</source>
        <translation>Backspace: escolher outra carta.</translation>
    </message>
    <message>
        <source>%1, keep seeing the %2, or turn the card round?</source>
        <translation>%1, manténs este lado (%2) ou viras a carta?</translation>
    </message>
    <message>
        <source>The game is paused: press “Go on” to play.</source>
        <translation>O jogo está em pausa: carrega em «Continuar» para jogar.</translation>
    </message>
    <message>
        <source>(Ctrl+N: new game)</source>
        <translation>(Ctrl+N: novo jogo)</translation>
    </message>
    <message>
        <source>Click a card, or move with the arrow keys or Tab and press Enter.</source>
        <translation>Clica numa carta, ou desloca-te com as setas ou Tab e carrega em Enter.</translation>
    </message>
    <message>
        <source>The round picture on the card you play tells what happens next.</source>
        <translation>A imagem redonda da carta que jogas diz o que acontece a seguir.</translation>
    </message>
    <message>
        <source>The card comes into your hand with its face-up side towards you.</source>
        <translation>A carta entra na tua mão com o lado virado para cima voltado para ti.</translation>
    </message>
    <message>
        <source>Watch closely: you see what was underneath.</source>
        <translation>Olha bem: vês o que estava por baixo.</translation>
    </message>
    <message>
        <source>Turning a card round in a hand swaps the side its holder sees.</source>
        <translation>Virar uma carta numa mão troca o lado que quem a tem vê.</translation>
    </message>
    <message>
        <source>Then choose which side of it will face you.</source>
        <translation>Depois escolhe que lado fica virado para ti.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n point(s)</source>
        <translation>
            <numerusform>%1 de %n ponto</numerusform>
            <numerusform>%1 de %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Centre: %n card(s), face up</source>
        <translation>
            <numerusform>Centro: %n carta virada para cima</numerusform>
            <numerusform>Centro: %n cartas viradas para cima</numerusform>
        </translation>
    </message>
    <message>
        <source>You see this side of your cards. The others see the other side.</source>
        <translation>Tu vês este lado das tuas cartas. Os outros veem o outro lado.</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jogada</translation>
    </message>
    <message>
        <source>flipped</source>
        <translation>virada</translation>
    </message>
    <message>
        <source>other side</source>
        <translation>outro lado</translation>
    </message>
    <message>
        <source>Turn order %1: %2</source>
        <translation>Ordem de jogo %1: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You see: %1. The others see its other side.</source>
        <translation>Tu vês: %1. Os outros veem o outro lado.</translation>
    </message>
    <message>
        <source>You see: %1. %2 sees its other side.</source>
        <translation>Tu vês: %1. %2 vê o outro lado.</translation>
    </message>
    <message>
        <source>Face up: %1</source>
        <translation>Virada para cima: %1</translation>
    </message>
    <message>
        <source>The room sees the side of every hand that faces the others.</source>
        <extracomment>The key of a room&apos;s texts that marks them as the room&apos;s. A seat number no hand has: the scene&apos;s texts then address nobody as &quot;you&quot;.</extracomment>
        <translation>A sala vê de cada mão o lado virado para os outros.</translation>
    </message>
    <message>
        <source>the side you see</source>
        <extracomment>A reader sitting at no seat: sees the side of every hand that faces the room. The first proposal: two people sharing this computer (the cover hides each hand in turn). The seat whose view is on screen (None: nobody&apos;s, the cover is up). The steal chosen but not yet played: (victim, tag), waiting for the side. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;). The two sides of a card, beside the new-game page&apos;s heading.</extracomment>
        <translation>o teu lado</translation>
    </message>
    <message>
        <source>the side the others see</source>
        <translation>o lado dos outros</translation>
    </message>
    <message>
        <source>Two to four players. Each seat is a person or a computer player. With two or more people, the computer asks you to pass it on before each person&apos;s turn, so nobody sees the other side of their own cards.</source>
        <translation>De dois a quatro jogadores. Cada lugar é uma pessoa ou um jogador do computador. Com duas ou mais pessoas, o computador pede para ser passado antes da vez de cada pessoa, para ninguém ver o outro lado das suas próprias cartas.</translation>
    </message>
</context>
<context>
    <name>DealRow</name>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Número da &amp;mão:</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nova mão</translation>
    </message>
    <message>
        <source>The same deal number and players give the same cards: a class can replay a game.</source>
        <translation>O mesmo número de mão e os mesmos jogadores dão as mesmas cartas: uma turma pode repetir um jogo.</translation>
    </message>
</context>
<context>
    <name>ErrorReportDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo correu mal</translation>
    </message>
    <message>
        <source>Recto Verso Studio hit an unexpected problem. Your games are saved and the app will try to carry on. Please copy the report below and send it with a few words about what you were doing.</source>
        <translation>O Recto Verso Studio encontrou um problema inesperado. Os teus jogos estão guardados e a aplicação vai tentar continuar. Copia o relatório abaixo e envia-o com umas palavras sobre o que estavas a fazer.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copiar relatório</translation>
    </message>
</context>
<context>
    <name>GridEditor</name>
    <message>
        <source>row %1: the time must look like 1:30</source>
        <translation>linha %1: o tempo tem de ser do tipo 1:30</translation>
    </message>
    <message>
        <source>row %1: the points must be a whole number</source>
        <translation>linha %1: os pontos têm de ser um número inteiro</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Não guardado: %1</translation>
    </message>
    <message>
        <source>Saved. The stopwatch uses this grid.</source>
        <translation>Guardado. O cronómetro usa esta grelha.</translation>
    </message>
    <message>
        <source>The default grid is back.</source>
        <translation>A grelha por omissão está de volta.</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Grelha de tempos</translation>
    </message>
    <message>
        <source>A correct building finished within a time scores its points; after the last time, 0.</source>
        <translation>Um edifício certo acabado dentro de um tempo ganha os seus pontos; depois do último tempo, 0.</translation>
    </message>
    <message>
        <source>Up to (m:ss)</source>
        <translation>Até (m:ss)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Juntar linha</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>Tirar linha</translation>
    </message>
    <message>
        <source>Save the grid</source>
        <translation>Guardar a grelha</translation>
    </message>
    <message>
        <source>Restore default</source>
        <translation>Repor a original</translation>
    </message>
</context>
<context>
    <name>GuideController</name>
    <message>
        <source>Not that move yet. Follow the arrow:</source>
        <translation>Ainda não é essa jogada. Segue a seta:</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Seguinte</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Sair do guia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>You have seen how the game goes.</source>
        <translation>Já viste como se joga.</translation>
    </message>
    <message>
        <source>Finish here</source>
        <translation>Terminar aqui</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Bem jogado!</translation>
    </message>
    <message>
        <source>Not this time…</source>
        <translation>Desta vez não…</translation>
    </message>
    <message>
        <source>This first game left out a few rules:</source>
        <translation>Este primeiro jogo deixou de fora algumas regras:</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>New to %1? Learn it by playing a short guided game.</source>
        <translation>Ainda não conheces %1? Aprende a jogar com uma curta partida guiada.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Aprender a jogar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <source>Recto Verso Studio</source>
        <extracomment>How far a tile&apos;s art may reach beyond its band (a building&apos;s roof does), in pixels. The art as last drawn, and the (width, height, pixel ratio) it was drawn for.</extracomment>
        <translation>Recto Verso Studio</translation>
    </message>
    <message>
        <source>Four two-sided games to play at the computer and to print at home</source>
        <translation>Quatro jogos de duas faces para jogar no computador e imprimir em casa</translation>
    </message>
    <message>
        <source>Choose a tile with the mouse, or with the arrow keys and Enter. Esc comes back here.</source>
        <translation>Escolhe um mosaico com o rato, ou com as setas e Enter. Esc volta aqui.</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Aprender a jogar</translation>
    </message>
    <message>
        <source>A short guided first game that shows the rules as you play</source>
        <translation>Um curto primeiro jogo guiado que mostra as regras enquanto jogas</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>Move between the tiles</source>
        <translation>Passar de um mosaico para outro</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Espaço</translation>
    </message>
    <message>
        <source>Open the tile with the focus</source>
        <translation>Abrir o mosaico com o foco</translation>
    </message>
    <message>
        <source>Learn %1 by playing</source>
        <translation>Aprender %1 a jogar</translation>
    </message>
</context>
<context>
    <name>LadderPage</name>
    <message>
        <source>Co-op ladder (2 players)</source>
        <translation>Escada cooperativa (2 jogadores)</translation>
    </message>
    <message>
        <source>%1 stages, each with less time: %2.</source>
        <translation>%1 degraus, cada um com menos tempo: %2.</translation>
    </message>
</context>
<context>
    <name>LadderTool</name>
    <message>
        <source>All %1 stages climbed</source>
        <extracomment>The attempt&apos;s time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Subiram os %1 degraus</translation>
    </message>
    <message>
        <source>Kings of Construction</source>
        <translation>Reis da Construção</translation>
    </message>
    <message>
        <source>Stage %1 of %2 — attempt %3</source>
        <translation>Degrau %1 de %2 — tentativa %3</translation>
    </message>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <translation>Metam uma carta e carreguem em Começar (S)</translation>
    </message>
    <message>
        <source>Build! Correct in time: Built it (B); a mistake: Failed (F)</source>
        <translation>Construam! Certo a tempo: Feito (B); um erro: Falhou (F)</translation>
    </message>
    <message>
        <source>Stage cleared! Next card, then Start (S)</source>
        <translation>Degrau passado! Nova carta e depois Começar (S)</translation>
    </message>
    <message>
        <source>Same stage again with a new card: Start (S)</source>
        <translation>O mesmo degrau com uma carta nova: Começar (S)</translation>
    </message>
    <message>
        <source>Time is up! Same stage again with a new card: Start (S)</source>
        <translation>Acabou o tempo! O mesmo degrau com uma carta nova: Começar (S)</translation>
    </message>
    <message>
        <source>You climbed the whole ladder: you are the Kings of Construction!</source>
        <translation>Subiram a escada toda: são os Reis da Construção!</translation>
    </message>
    <message>
        <source>Climb again (S)</source>
        <translation>Subir outra vez (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Começar (S)</translation>
    </message>
    <message>
        <source>✔ Built it (B)</source>
        <translation>✔ Feito (B)</translation>
    </message>
    <message>
        <source>✖ Failed (F)</source>
        <translation>✖ Falhou (F)</translation>
    </message>
</context>
<context>
    <name>LockoutList</name>
    <message numerus="yes">
        <source>%n wrong codes</source>
        <translation>
            <numerusform>%n código errado</numerusform>
            <numerusform>%n códigos errados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turned away: %n</source>
        <translation>
            <numerusform>Recusados: %n</numerusform>
            <numerusform>Recusados: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>you closed its phone</source>
        <extracomment>Lines shown at most.</extracomment>
        <translation>fechaste o telemóvel dele</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Let them all in</source>
        <translation>Deixar entrar todos</translation>
    </message>
    <message>
        <source>These devices may not join the table until you let them in: too many wrong codes, or you closed their phone</source>
        <translation>Estes aparelhos não se podem juntar à mesa até os deixares entrar: demasiados códigos errados, ou fechaste o telemóvel deles</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Deixar entrar</translation>
    </message>
    <message>
        <source>Let this device try to join again</source>
        <translation>Deixar este aparelho tentar juntar-se outra vez</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… e mais %n</numerusform>
            <numerusform>… e mais %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>← &amp;Home</source>
        <translation>← &amp;Início</translation>
    </message>
    <message>
        <source>Back to the home screen (Esc)</source>
        <translation>Voltar ao ecrã inicial (Esc)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Ecrã inteiro</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca</translation>
    </message>
    <message>
        <source>Keys (F1)</source>
        <translation>Teclas (F1)</translation>
    </message>
    <message>
        <source>The keyboard shortcuts of this screen (F1)</source>
        <translation>Os atalhos de teclado deste ecrã (F1)</translation>
    </message>
    <message>
        <source>&amp;Presenter</source>
        <translation>A&amp;presentação</translation>
    </message>
    <message>
        <source>Presenter mode for projectors: larger, high-contrast interface (Ctrl+Shift+P)</source>
        <translation>Modo apresentação para projetores: interface maior e com alto contraste (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Studio</source>
        <translation>&amp;Studio</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>I&amp;r para</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Mostrar esta lista de teclas</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Back to the home screen (or close this list)</source>
        <translation>Voltar ao ecrã inicial (ou fechar esta lista)</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Move the focus to the next / previous control</source>
        <translation>Passar o foco para o controlo seguinte / anterior</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espaço / Enter</translation>
    </message>
    <message>
        <source>Press the focused button</source>
        <translation>Carregar no botão com o foco</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Presenter mode on or off</source>
        <translation>Ligar ou desligar o modo apresentação</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Ligar ou desligar o ecrã inteiro</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>On this screen: %1</source>
        <translation>Neste ecrã: %1</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Em todo o lado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Com um leitor de ecrã</translation>
    </message>
</context>
<context>
    <name>NewsBar</name>
    <message>
        <source>Game news</source>
        <extracomment>The bar&apos;s object name, by which a window&apos;s bar is found again. How fast a screen reader speaks at its usual rate (espeak-ng&apos;s 175 words a minute). The longest any news is thought to take, in ms (many listen faster than the usual rate).</extracomment>
        <translation>Notícias do jogo</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>For sharing or for print-on-demand services; saved in a png folder</source>
        <extracomment>the two-sided choices: (duplex, gutterfold)</extracomment>
        <translation>Para partilhar ou para serviços de impressão a pedido; guardadas numa pasta png</translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Para deixar espaço à sangria de %1 mm, cada folha leva %n carta em vez de %2.</numerusform>
            <numerusform>Para deixar espaço à sangria de %1 mm, cada folha leva %n cartas em vez de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Para deixar espaço às marcas de corte, cada folha leva %n carta em vez de %2.</numerusform>
            <numerusform>Para deixar espaço às marcas de corte, cada folha leva %n cartas em vez de %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card(s) instead of %2.</source>
        <translation>
            <numerusform>Para deixar espaço à sangria de %1 mm e às marcas de corte, cada folha leva %n carta em vez de %2.</numerusform>
            <numerusform>Para deixar espaço à sangria de %1 mm e às marcas de corte, cada folha leva %n cartas em vez de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards lie sideways on the sheet: that way the most fit.</source>
        <translation>As cartas ficam deitadas na folha: é assim que cabem mais.</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>O que imprimir</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>All four games</source>
        <translation>Os quatro jogos</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Incluir:</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>The building cards and every deck, fronts and backs</source>
        <translation>As cartas de Edifício e todos os baralhos, frentes e versos</translation>
    </message>
    <message>
        <source>&amp;Score sheets</source>
        <translation>Folhas &amp;de pontos</translation>
    </message>
    <message>
        <source>Player &amp;aids</source>
        <translation>&amp;Ajudas de jogo</translation>
    </message>
    <message>
        <source>One page of rules reminders per game</source>
        <translation>Uma página de lembretes das regras por jogo</translation>
    </message>
    <message>
        <source>Calib&amp;ration page</source>
        <translation>Página de ca&amp;libração</translation>
    </message>
    <message>
        <source>A 100 mm ruler and a test of how the backs line up</source>
        <translation>Uma régua de 100 mm e um teste do alinhamento dos versos</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Language of the cards, score sheets and player aids</source>
        <translation>Idioma das cartas, das folhas de pontos e das ajudas de jogo</translation>
    </message>
    <message>
        <source>Paper and cards</source>
        <translation>Papel e cartas</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Tamanho das cartas:</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Bridge</translation>
    </message>
    <message>
        <source>Mini</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <translation>&amp;Sangria:</translation>
    </message>
    <message>
        <source>Extra background around each card, so a slightly off cut shows no white edge</source>
        <translation>Fundo extra à volta de cada carta, para que um corte um pouco desviado não mostre a margem branca</translation>
    </message>
    <message>
        <source>Cr&amp;op marks in the margins</source>
        <translation>&amp;Marcas de corte nas margens</translation>
    </message>
    <message>
        <source>&amp;Ink saver (no full backgrounds)</source>
        <translation>Poupar ti&amp;nta (sem fundos cheios)</translation>
    </message>
    <message>
        <source>Two-sided printing</source>
        <translation>Impressão frente e verso</translation>
    </message>
    <message>
        <source>Printing &amp;mode:</source>
        <translation>M&amp;odo de impressão:</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Frente e verso, virar pelo lado comprido</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Frente e verso, virar pelo lado curto</translation>
    </message>
    <message>
        <source>One-sided: fronts and backs in two files</source>
        <translation>Só frente: frentes e versos em dois ficheiros</translation>
    </message>
    <message>
        <source>Fold and glue (one-sided)</source>
        <translation>Dobrar e colar (só frente)</translation>
    </message>
    <message>
        <source>Back offset:</source>
        <translation>Desvio do verso:</translation>
    </message>
    <message>
        <source>&amp;X</source>
        <translation>&amp;X</translation>
    </message>
    <message>
        <source>&amp;Y</source>
        <translation>&amp;Y</translation>
    </message>
    <message>
        <source>Moves every back to the right (mm); read it off the calibration page</source>
        <translation>Desloca todos os versos para a direita (mm); lê o valor na página de calibração</translation>
    </message>
    <message>
        <source>Moves every back down (mm); read it off the calibration page</source>
        <translation>Desloca todos os versos para baixo (mm); lê o valor na página de calibração</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Imagens</translation>
    </message>
    <message>
        <source>Also &amp;write a PNG of every card face</source>
        <translation>Gra&amp;var também um PNG de cada face</translation>
    </message>
    <message>
        <source>Resolution of the PNG pictures</source>
        <translation>Resolução das imagens PNG</translation>
    </message>
    <message>
        <source>Resol&amp;ution:</source>
        <translation>Resol&amp;ução:</translation>
    </message>
</context>
<context>
    <name>PartnersPage</name>
    <message>
        <source>Player %1</source>
        <extracomment>Where each new draw&apos;s seed comes from (tests and screenshots fix it).</extracomment>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Quantos:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Jogador %1:</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Começa:</translation>
    </message>
    <message>
        <source>The first active player: whoever most recently built or repaired something</source>
        <translation>O primeiro jogador ativo: quem construiu ou arranjou alguma coisa mais recentemente</translation>
    </message>
    <message>
        <source>&amp;Start the draw</source>
        <translation>Começar o &amp;sorteio</translation>
    </message>
    <message>
        <source>Partner draw</source>
        <translation>Sorteio de parceiros</translation>
    </message>
    <message>
        <source>Replaces the grey partner tokens: one round per token, the active player moves left.</source>
        <translation>Substitui as fichas cinzentas de Parceiro: uma ronda por ficha, o jogador ativo passa para a esquerda.</translation>
    </message>
</context>
<context>
    <name>PartnersTool</name>
    <message>
        <source>◀ Previous (P)</source>
        <translation>◀ Anterior (P)</translation>
    </message>
    <message>
        <source>Next round (N) ▶</source>
        <translation>Ronda seguinte (N) ▶</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Jogador ativo</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Enter the names, then start the draw</source>
        <translation>Escrevam os nomes e comecem o sorteio</translation>
    </message>
    <message>
        <source>All %1 tokens are turned: the game is over</source>
        <translation>As %1 fichas estão viradas: o jogo acabou</translation>
    </message>
    <message>
        <source>Add up</source>
        <translation>Somem</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>os pontos</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>builds with</source>
        <translation>constrói com</translation>
    </message>
    <message>
        <source>Grey tokens left (this one included): %1</source>
        <translation>Fichas por virar (com esta): %1</translation>
    </message>
</context>
<context>
    <name>PartyPhoneSeats</name>
    <message>
        <source>%1 on a phone</source>
        <extracomment>Phases of a round in which the card&apos;s facades may be shown to the room.</extracomment>
        <translation>%1 num telemóvel</translation>
    </message>
</context>
<context>
    <name>PartyPhones</name>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>Não foi possível oferecer a mesa aos telemóveis no endereço %1: %2</translation>
    </message>
</context>
<context>
    <name>PhoneSetupBox</name>
    <message>
        <source>Play on phones…</source>
        <translation>Jogar em telemóveis…</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet: the phone page does not show it.</source>
        <translation>Este jogo ainda não se joga em telemóveis: a página dos telemóveis não o mostra.</translation>
    </message>
    <message>
        <source>Offer the table at:</source>
        <translation>Oferecer a mesa no endereço:</translation>
    </message>
    <message>
        <source>All networks (0.0.0.0)</source>
        <translation>Todas as redes (0.0.0.0)</translation>
    </message>
    <message>
        <source>This computer only (%1), for a demonstration</source>
        <translation>Só este computador (%1), para uma demonstração</translation>
    </message>
    <message>
        <source>The address of this computer that the phones can reach</source>
        <translation>O endereço deste computador que os telemóveis conseguem alcançar</translation>
    </message>
    <message>
        <source>Set the seats played on phones to “On a phone”. The phones must be on the same network as this computer; the table shows their address, a QR code and a table code.</source>
        <translation>Põe os lugares jogados em telemóveis em «Num telemóvel». Os telemóveis têm de estar na mesma rede que este computador; a mesa mostra o endereço, um código QR e um código da mesa.</translation>
    </message>
    <message>
        <source>Warning: every network this computer is on can reach the table, not only the classroom&apos;s. Choose this only if the phones cannot reach the addresses above.</source>
        <translation>Atenção: todas as redes a que este computador está ligado podem alcançar a mesa, não só a da sala de aula. Escolhe isto só se os telemóveis não alcançarem os endereços acima.</translation>
    </message>
</context>
<context>
    <name>PieceButton</name>
    <message>
        <source>on the board</source>
        <translation>no tabuleiro</translation>
    </message>
    <message>
        <source>in the tray</source>
        <translation>na reserva</translation>
    </message>
    <message>
        <source>%1 piece, %2</source>
        <translation>Peça %1, %2</translation>
    </message>
    <message>
        <source>on board</source>
        <translation>usada</translation>
    </message>
</context>
<context>
    <name>PlainTableView</name>
    <message>
        <source>Game over — %1 won.</source>
        <translation>Fim do jogo — %1 ganhou.</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>Each player sees their own cards on their phone.</source>
        <translation>Cada jogador vê as suas próprias cartas no seu telemóvel.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <source>Recto Verso Studio cannot open its window: these system libraries are missing:</source>
        <translation>O Recto Verso Studio não consegue abrir a sua janela: faltam estas bibliotecas do sistema:</translation>
    </message>
    <message>
        <source>Install them with one of these commands, then start the app again:</source>
        <translation>Instala-as com um destes comandos e volta a abrir a aplicação:</translation>
    </message>
    <message>
        <source>(no package known for this library: look for it in your system&apos;s package manager)</source>
        <translation>(nenhum pacote conhecido para esta biblioteca: procura-a no gestor de pacotes do sistema)</translation>
    </message>
</context>
<context>
    <name>PresenterPanel</name>
    <message>
        <source>Show all hands (teacher)</source>
        <extracomment>The teacher turned &quot;show all hands&quot; on or off; the table redraws what it shows. The teacher turned &quot;teach&quot; on or off (or presenter mode changed): :attr:`teaching` tells which. The teacher asked for the next computer move (&quot;Next move&quot; or Space).</extracomment>
        <translation>Mostrar todas as mãos (professor)</translation>
    </message>
    <message>
        <source>Shows every hidden card to the whole room; a banner says so while it is on</source>
        <translation>Mostra todas as cartas escondidas a toda a sala; enquanto estiver ligado, aparece um aviso</translation>
    </message>
    <message>
        <source>ALL HANDS ARE SHOWN — the teacher is showing every hidden card to the room</source>
        <translation>TODAS AS MÃOS ESTÃO À VISTA — o professor está a mostrar todas as cartas escondidas à sala</translation>
    </message>
    <message>
        <source>Teach: wait for Space before each move</source>
        <translation>Ensinar: esperar por Espaço antes de cada jogada</translation>
    </message>
    <message>
        <source>Each computer move waits for Space or Next move, so you can explain it first</source>
        <translation>Cada jogada do computador espera por Espaço ou Próxima jogada, para que a possas explicar antes</translation>
    </message>
    <message>
        <source>Next move (Space)</source>
        <translation>Próxima jogada (Espaço)</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (Space)</source>
        <translation>Jogar a próxima jogada do computador (Espaço)</translation>
    </message>
    <message>
        <source>The last move, explained</source>
        <extracomment>Lines the box asks room for (the title runs into the first lines); more scroll inside it, so the facades above keep their room.</extracomment>
        <translation>A última jogada, explicada</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Ainda não houve nenhuma jogada.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regra:</translation>
    </message>
    <message>
        <source>Every hidden side is shown on the table, beside its card.</source>
        <extracomment>On a table shorter than this (pixels: a 1280×800 screen in presenter mode), two lines.</extracomment>
        <translation>Cada lado escondido é mostrado na mesa, junto à sua carta.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>No hidden cards right now.</source>
        <translation>Neste momento não há cartas escondidas.</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>score sheets</source>
        <translation>folhas de pontos</translation>
    </message>
    <message>
        <source>player aid</source>
        <translation>ajuda de jogo</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Página de calibração</translation>
    </message>
    <message>
        <source>card fronts</source>
        <translation>frentes das cartas</translation>
    </message>
    <message>
        <source>card backs</source>
        <translation>versos das cartas</translation>
    </message>
    <message>
        <source>Nothing to print: tick at least one thing to print.</source>
        <translation>Nada para imprimir: marca pelo menos uma coisa para imprimir.</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Nada para imprimir</translation>
    </message>
    <message>
        <source>Page %1 of %2 · file %3 of %4</source>
        <translation>Página %1 de %2 · ficheiro %3 de %4</translation>
    </message>
    <message>
        <source>These cards cannot be shown; the export will skip them.</source>
        <translation>Estas cartas não podem ser mostradas; a exportação vai ignorá-las.</translation>
    </message>
    <message>
        <source>Check the 100 mm ruler, then print this sheet two-sided to test the backs.</source>
        <translation>Verifica a régua de 100 mm e depois imprime esta folha frente e verso para testar os versos.</translation>
    </message>
    <message>
        <source>Back of the calibration sheet: the scales fall behind the crosses of the front.</source>
        <translation>Verso da folha de calibração: as escalas ficam por trás das cruzes da frente.</translation>
    </message>
    <message>
        <source>Printed as it is shown, one-sided.</source>
        <translation>Impresso tal como se vê, só frente.</translation>
    </message>
    <message>
        <source> Cut along the crop marks in the margins.</source>
        <translation> Corta pelas marcas de corte nas margens.</translation>
    </message>
    <message>
        <source>Sheet %1: fronts on the left, backs on the right. Cut, fold on the dashed line and glue.</source>
        <translation>Folha %1: frentes à esquerda, versos à direita. Corta, dobra pela linha tracejada e cola.</translation>
    </message>
    <message>
        <source>Sheet %1, fronts.</source>
        <translation>Folha %1, frentes.</translation>
    </message>
    <message>
        <source>Sheet %1, backs: feed the printed fronts back in and print these on the reverse.</source>
        <translation>Folha %1, versos: volta a pôr as frentes impressas na impressora e imprime estes do outro lado.</translation>
    </message>
    <message>
        <source>long edge</source>
        <translation>lado comprido</translation>
    </message>
    <message>
        <source>short edge</source>
        <translation>lado curto</translation>
    </message>
    <message>
        <source>Sheet %1, backs: printed on the reverse (flip on the %2), each back right behind its front.</source>
        <translation>Folha %1, versos: impressos do outro lado (virar pelo %2), cada verso mesmo por trás da sua frente.</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Ficheiro:</translation>
    </message>
    <message>
        <source>◀ Pre&amp;vious</source>
        <translation>◀ &amp;Anterior</translation>
    </message>
    <message>
        <source>Previous page (Page Up)</source>
        <translation>Página anterior (Page Up)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Seguinte ▶</translation>
    </message>
    <message>
        <source>Next page (Page Down)</source>
        <translation>Página seguinte (Page Down)</translation>
    </message>
    <message>
        <source>Page preview</source>
        <translation>Pré-visualização da página</translation>
    </message>
</context>
<context>
    <name>PrintView</name>
    <message>
        <source>Print &amp; play</source>
        <extracomment>how a folder is opened (replaced in tests)</extracomment>
        <translation>Imprimir e jogar</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF files to print at home, previewed page by page.</source>
        <translation>Baralhos, cartas, folhas de pontos e ajudas de jogo em PDF para imprimir em casa, vistos página a página.</translation>
    </message>
    <message>
        <source>Save in &amp;folder:</source>
        <translation>&amp;Guardar na pasta:</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Esco&amp;lher…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Pa&amp;rar</translation>
    </message>
    <message>
        <source>Stop the export; files already finished stay whole</source>
        <translation>Parar a exportação; os ficheiros já acabados ficam inteiros</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>A&amp;brir pasta</translation>
    </message>
    <message>
        <source>Write the PDF files into the folder (Alt+E)</source>
        <translation>Escrever os ficheiros PDF na pasta (Alt+E)</translation>
    </message>
    <message>
        <source>Choose the options, check the pages on the right, then export.</source>
        <translation>Escolhe as opções, verifica as páginas à direita e depois exporta.</translation>
    </message>
    <message>
        <source>Folder for the PDF files</source>
        <translation>Pasta para os ficheiros PDF</translation>
    </message>
    <message>
        <source>Choose a folder for the PDF files first.</source>
        <translation>Escolhe primeiro uma pasta para os ficheiros PDF.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a folder for the PDF files.</source>
        <translation>%1 é um ficheiro, não uma pasta. Escolhe uma pasta para os ficheiros PDF.</translation>
    </message>
    <message>
        <source>%1 is in the way and is not a folder. Choose another folder.</source>
        <translation>%1 está a bloquear o caminho e não é uma pasta. Escolhe outra pasta.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to. Choose a folder of your own.</source>
        <translation>Não é possível escrever na pasta %1. Escolhe uma pasta tua.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2. Choose another name.</source>
        <translation>Não é possível criar a pasta %1: %2. Escolhe outro nome.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created: %2. Choose another one.</source>
        <translation>Não foi possível criar a pasta %1: %2. Escolhe outra.</translation>
    </message>
    <message>
        <source>Tick at least one thing to print.</source>
        <translation>Marca pelo menos uma coisa para imprimir.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>A começar…</translation>
    </message>
    <message>
        <source>Stopping after the file being written…</source>
        <translation>A parar depois do ficheiro que está a ser escrito…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>A escrever %1…</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) (%1 MB) in %2.</source>
        <translation>
            <numerusform>Feito: %n ficheiro (%1 MB) em %2.</numerusform>
            <numerusform>Feito: %n ficheiros (%1 MB) em %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export stopped. %n file(s) finished before; no file is half-written.</source>
        <translation>
            <numerusform>Exportação parada. %n ficheiro já estava acabado; nenhum ficheiro ficou a meio.</numerusform>
            <numerusform>Exportação parada. %n ficheiros já estavam acabados; nenhum ficheiro ficou a meio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at 100 % (no “fit to page”); the calibration page checks it.</source>
        <translation>Imprime a 100 % (sem «ajustar à página»); a página de calibração permite verificar.</translation>
    </message>
    <message>
        <source>%1 is open in another program. Close it there and export again; no half-written file was left.</source>
        <translation>%1 está aberto noutro programa. Fecha-o lá e exporta novamente; nenhum ficheiro ficou escrito a meio.</translation>
    </message>
    <message>
        <source>The disk is full. The export stopped and left no half-written file; free some space and export again.</source>
        <translation>O disco está cheio. A exportação parou sem deixar nenhum ficheiro a meio; liberta algum espaço e exporta outra vez.</translation>
    </message>
    <message>
        <source>The folder %1 is gone. Choose another one.</source>
        <translation>A pasta %1 desapareceu. Escolhe outra.</translation>
    </message>
    <message>
        <source>Could not write into %1: %2. No half-written file was left.</source>
        <translation>Não foi possível escrever em %1: %2. Nenhum ficheiro ficou a meio.</translation>
    </message>
    <message>
        <source>The export failed because of an error in the app; it is in the log.</source>
        <translation>A exportação falhou por causa de um erro da aplicação; está registado no log.</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the options, the preview and the buttons</source>
        <translation>Passar pelas opções, pela pré-visualização e pelos botões</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra sublinhada</translation>
    </message>
    <message>
        <source>Jump to that option</source>
        <translation>Saltar para essa opção</translation>
    </message>
    <message>
        <source>← → / ↑ ↓ (preview)</source>
        <translation>← → / ↑ ↓ (pré-visualização)</translation>
    </message>
    <message>
        <source>Previous / next file</source>
        <translation>Ficheiro anterior / seguinte</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Previous / next page of the preview</source>
        <translation>Página anterior / seguinte da pré-visualização</translation>
    </message>
</context>
<context>
    <name>RectoVersoGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The view as a widget, for where it is and whether it shows (it is never driven from here). Where the scripts&apos; targets lie on the builder&apos;s page. The one-time offer, a line of the start page under its heading.</extracomment>
        <translation>Sair do guia</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on building on your own.</source>
        <translation>Sair do jogo guiado? Podes continuar a construir sozinho.</translation>
    </message>
    <message>
        <source>Learn the partner round by playing</source>
        <translation>Aprender a ronda a dois a jogar</translation>
    </message>
    <message>
        <source>Learn the ladder by playing</source>
        <translation>Aprender a escada a jogar</translation>
    </message>
</context>
<context>
    <name>RectoVersoStartPage</name>
    <message>
        <source>My cards</source>
        <extracomment>The data of a card of My cards in the list of cards (shipped cards have their id alone). Okabe–Ito colours for the players; each also shows the player&apos;s initial. The guided puzzle&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The cards of My cards (&quot;Make a card&quot;), listed under their own heading.</extracomment>
        <translation>As minhas cartas</translation>
    </message>
    <message>
        <source>Recto Verso — the building game</source>
        <translation>Recto Verso — o jogo de construção</translation>
    </message>
    <message>
        <source>Rebuild the building on the card with the wooden pieces. One partner sees the front, the other the back. Choose how to play:</source>
        <translation>Reconstruam o edifício da carta com as peças de madeira. Um parceiro vê a frente, o outro as traseiras. Escolham como jogar:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nível:</translation>
    </message>
    <message>
        <source>&amp;Easy (10 pieces)</source>
        <translation>&amp;Fácil (10 peças)</translation>
    </message>
    <message>
        <source>&amp;Hard (11 pieces, with the red one)</source>
        <translation>&amp;Difícil (11 peças, com a vermelha)</translation>
    </message>
    <message>
        <source>&amp;Resume the saved game</source>
        <translation>&amp;Retomar o jogo guardado</translation>
    </message>
    <message>
        <source>&amp;Load a game…</source>
        <translation>&amp;Abrir um jogo…</translation>
    </message>
    <message>
        <source>Puzzle — 1 player</source>
        <translation>Puzzle — 1 jogador</translation>
    </message>
    <message>
        <source>Build a card alone with both facades in view. Hints and a solution when you are stuck.</source>
        <translation>Constrói uma carta sozinho, com as duas fachadas à vista. Dicas e uma solução se ficares encalhado.</translation>
    </message>
    <message>
        <source>Start the &amp;puzzle</source>
        <translation>Começar o &amp;puzzle</translation>
    </message>
    <message>
        <source>&amp;New card (generated)</source>
        <translation>&amp;Nova carta (gerada)</translation>
    </message>
    <message>
        <source>Party game — 3 to 6 players</source>
        <translation>Jogo de grupo — 3 a 6 jogadores</translation>
    </message>
    <message>
        <source>Partner tokens pair the builders; the faster a correct building, the more points to both.</source>
        <translation>As fichas de Parceiro formam os pares; quanto mais rápido o edifício certo, mais pontos para os dois.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <source>Start the p&amp;arty</source>
        <translation>Começar o jogo de &amp;grupo</translation>
    </message>
    <message>
        <source>Co-op ladder — 2 players</source>
        <translation>Escada cooperativa — 2 jogadores</translation>
    </message>
    <message>
        <source>Climb 7 stages together, from 1:30 down to 0:15 per building. Clear them all to become the Kings of Construction.</source>
        <translation>Subam juntos 7 degraus, de 1:30 até 0:15 por edifício. Passem todos para se tornarem os Reis da Construção.</translation>
    </message>
    <message>
        <source>Start the &amp;ladder</source>
        <translation>Começar a &amp;escada</translation>
    </message>
    <message>
        <source>7 stages to climb</source>
        <translation>7 degraus para subir</translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation>FRENTE · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>TRÁS · verso</translation>
    </message>
</context>
<context>
    <name>RectoVersoView</name>
    <message>
        <source>Recto!</source>
        <extracomment>The row of the tray, the board and the facades; a party played on phones adds its shared screen.</extracomment>
        <translation>Recto!</translation>
    </message>
    <message>
        <source>The front partner says the building is done</source>
        <translation>O parceiro da frente diz que o edifício está pronto</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso!</translation>
    </message>
    <message>
        <source>The back partner says the building is done</source>
        <translation>O parceiro de trás diz que o edifício está pronto</translation>
    </message>
    <message>
        <source>✓ &amp;Check</source>
        <translation>✓ &amp;Verificar</translation>
    </message>
    <message>
        <source>Pieces (Tab picks the next)</source>
        <translation>Peças (Tab escolhe a seguinte)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Anular (Ctrl+Z)</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Y)</source>
        <translation>Refazer (Ctrl+Y)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Take every piece off the board</source>
        <translation>Tirar todas as peças do tabuleiro</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Show a s&amp;olution</source>
        <translation>Mostrar uma s&amp;olução</translation>
    </message>
    <message>
        <source>Make a card…</source>
        <translation>Criar uma carta…</translation>
    </message>
    <message>
        <source>Draw this building as a card of your own, count its solutions, save it</source>
        <translation>Desenhar este edifício como uma carta tua, contar as soluções, guardá-la</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Click or tap a piece in the tray, then the board. R / Shift+R or the wheel turn it, T tips it onto its side, F flips it upside down. Tab, arrows and Enter build with the keys; Delete takes a piece off; Q / E turn the view; F6 leaves the board.</source>
        <translation>Clica ou toca numa peça da reserva e depois no tabuleiro. R / Shift+R ou a roda giram-na, T deita-a de lado, F vira-a ao contrário. Tab, as setas e Enter constroem com o teclado; Delete tira uma peça; Q / E giram a vista; F6 sai do tabuleiro.</translation>
    </message>
    <message>
        <source>⟲ Q</source>
        <translation>⟲ Q</translation>
    </message>
    <message>
        <source>Turn the view left (Q)</source>
        <translation>Rodar a vista para a esquerda (Q)</translation>
    </message>
    <message>
        <source>E ⟳</source>
        <translation>E ⟳</translation>
    </message>
    <message>
        <source>Turn the view right (E)</source>
        <translation>Rodar a vista para a direita (E)</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Parceiro</translation>
    </message>
    <message>
        <source>A second window with only the back, for a second screen</source>
        <translation>Uma segunda janela só com as traseiras, para um segundo ecrã</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Only the front facade (the front partner)</source>
        <translation>Só a fachada da frente (o parceiro da frente)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Trás</translation>
    </message>
    <message>
        <source>Only the back facade (the back partner)</source>
        <translation>Só a fachada de trás (o parceiro de trás)</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambas</translation>
    </message>
    <message>
        <source>Both facades (solo puzzle)</source>
        <translation>As duas fachadas (puzzle a solo)</translation>
    </message>
    <message>
        <source>Building board</source>
        <translation>Tabuleiro de construção</translation>
    </message>
    <message>
        <source>%1 is not a Recto Verso game</source>
        <translation>%1 não é um jogo de Recto Verso</translation>
    </message>
    <message>
        <source>%1 holds a finished game</source>
        <translation>%1 contém um jogo já acabado</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Não foi possível guardar %1: %2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardado em %1</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK.</source>
        <translation>%1 vira uma ficha de Parceiro: %2! %1 olha para a FRENTE, %2 para TRÁS.</translation>
    </message>
    <message>
        <source>Reveal the card</source>
        <translation>Mostrar a carta</translation>
    </message>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Degrau %1 de %2</translation>
    </message>
    <message>
        <source>%1 to build the card together. One looks at the front, the other at the back.</source>
        <translation>%1 para construir a carta juntos. Um olha para a frente, o outro para as traseiras.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1 of %2.</source>
        <translation>Tentativas falhadas até agora: %1 de %2.</translation>
    </message>
    <message>
        <source>Start the stage</source>
        <translation>Começar o degrau</translation>
    </message>
    <message>
        <source>Correct!</source>
        <translation>Certo!</translation>
    </message>
    <message>
        <source>Built in %1.</source>
        <translation>Construído em %1.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta seguinte</translation>
    </message>
    <message>
        <source>Choose a mode</source>
        <translation>Escolher um modo</translation>
    </message>
    <message>
        <source>Not quite…</source>
        <translation>Ainda não…</translation>
    </message>
    <message>
        <source>All partner tokens are flipped. Winner: %1!</source>
        <translation>Todas as fichas de Parceiro estão viradas. Vencedor: %1!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>No more moves in this round: check the building or finish the round.</source>
        <translation>Não há mais jogadas nesta ronda: verifica a construção ou termina a ronda.</translation>
    </message>
    <message>
        <source>Attempts failed: %1</source>
        <translation>Tentativas falhadas: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;How to build&lt;/b&gt;&lt;br&gt;Click or tap a piece in the tray, then click or tap the board to put it down. It drops to the lowest place where it is supported.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt; or the wheel turn it, &lt;b&gt;T&lt;/b&gt; tips it onto its side, &lt;b&gt;F&lt;/b&gt; flips it upside down (or use the buttons beside it); &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; turn the view. Click a piece on the board to pick it up again, or drag it; right click or &lt;b&gt;Esc&lt;/b&gt; puts it back.</source>
        <translation>&lt;b&gt;Como construir&lt;/b&gt;&lt;br&gt;Clica ou toca numa peça da reserva e depois clica ou toca no tabuleiro para a pousar. Ela desce até ao lugar mais baixo onde fica apoiada.&lt;br&gt;&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt; ou a roda giram-na, &lt;b&gt;T&lt;/b&gt; deita-a de lado, &lt;b&gt;F&lt;/b&gt; vira-a ao contrário (ou usa os botões ao lado); &lt;b&gt;Q&lt;/b&gt; / &lt;b&gt;E&lt;/b&gt; giram a vista. Clica numa peça pousada para a voltar a pegar, ou arrasta-a; o clique direito ou &lt;b&gt;Esc&lt;/b&gt; devolve-a à reserva.</translation>
    </message>
    <message>
        <source>Attempts failed so far: %1.</source>
        <translation>Tentativas falhadas até agora: %1.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Ronda seguinte</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 built it in %3: %n point(s) each.</source>
        <translation>
            <numerusform>%1 e %2 construíram-no em %3: %n ponto cada um.</numerusform>
            <numerusform>%1 e %2 construíram-no em %3: %n pontos cada um.</numerusform>
        </translation>
    </message>
    <message>
        <source>♛ %1 ♛</source>
        <translation>♛ %1 ♛</translation>
    </message>
    <message>
        <source>All 7 stages cleared! The last one in %1.</source>
        <translation>Passaram os 7 degraus! O último em %1.</translation>
    </message>
    <message>
        <source>The climb ends here</source>
        <translation>A subida acaba aqui</translation>
    </message>
    <message>
        <source>You reached stage %1 of 7.</source>
        <translation>Chegaram ao degrau %1 de 7.</translation>
    </message>
    <message>
        <source>Stage %1 cleared!</source>
        <translation>Degrau %1 passado!</translation>
    </message>
    <message>
        <source>Built in %1. Next: %2 for stage %3.</source>
        <translation>Construído em %1. A seguir: %2 para o degrau %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>falta %n ficha</numerusform>
            <numerusform>faltam %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>Degrau seguinte</translation>
    </message>
    <message>
        <source>Time ran out (%1).</source>
        <translation>Acabou o tempo (%1).</translation>
    </message>
    <message>
        <source>The building does not match the card.</source>
        <translation>O edifício não corresponde à carta.</translation>
    </message>
    <message>
        <source>Stage %1 not cleared</source>
        <translation>Degrau %1 não passado</translation>
    </message>
    <message>
        <source>Try again with a new card.</source>
        <translation>Tentem outra vez com uma carta nova.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar outra vez</translation>
    </message>
    <message>
        <source>Stop the climb</source>
        <translation>Parar a subida</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s):</source>
        <translation>
            <numerusform>%n erro:</numerusform>
            <numerusform>%n erros:</numerusform>
        </translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Ainda não</translation>
    </message>
    <message>
        <source>Keep building</source>
        <translation>Continuar a construir</translation>
    </message>
    <message>
        <source>Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down.</source>
        <translation>Dica: a peça %1 vai para onde está a sua sombra. Clica ou carrega em Enter para a pousar.</translation>
    </message>
    <message>
        <source>Hint: take the %1 piece off; it blocks every solution.</source>
        <translation>Dica: tira a peça %1; ela impede todas as soluções.</translation>
    </message>
    <message>
        <source>No piece to add: check the building.</source>
        <translation>Não há peça a juntar: verifica o edifício.</translation>
    </message>
    <message>
        <source>Show a solution</source>
        <extracomment>Arrow actions of the key table, as steps across the screen&apos;s view of the board.</extracomment>
        <translation>Ver uma solução</translation>
    </message>
    <message>
        <source>Give up and see a solution?</source>
        <translation>Desistir e ver uma solução?</translation>
    </message>
    <message>
        <source>This card has no solution.</source>
        <translation>Esta carta não tem solução.</translation>
    </message>
    <message>
        <source>Here is one solution.</source>
        <translation>Aqui está uma solução.</translation>
    </message>
    <message>
        <source>Holding the %1 piece: click the board to put it down; R, T, F turn it; right click puts it back.</source>
        <translation>Tens a peça %1: clica no tabuleiro para a pousar; R, T, F rodam-na; o botão direito devolve-a.</translation>
    </message>
    <message>
        <source>Piece back in the tray.</source>
        <translation>Peça de volta à reserva.</translation>
    </message>
    <message>
        <source>The %1 piece is on the board.</source>
        <translation>A peça %1 está no tabuleiro.</translation>
    </message>
    <message>
        <source>No piece there.</source>
        <translation>Não há nenhuma peça aí.</translation>
    </message>
    <message>
        <source>The %1 piece is back in the tray.</source>
        <translation>A peça %1 voltou à reserva.</translation>
    </message>
    <message>
        <source>Every piece is on the board.</source>
        <translation>Todas as peças estão no tabuleiro.</translation>
    </message>
    <message>
        <source>The %1 piece sticks out of the board.</source>
        <translation>A peça %1 sai fora do tabuleiro.</translation>
    </message>
    <message>
        <source>Not allowed: the %1 piece would rest on empty space.</source>
        <translation>Não é permitido: a peça %1 ficaria sobre o vazio.</translation>
    </message>
    <message>
        <source>No room for the %1 piece there.</source>
        <translation>Não há espaço para a peça %1 aí.</translation>
    </message>
    <message>
        <source>FRONT · RECTO</source>
        <translation>FRENTE · RECTO</translation>
    </message>
    <message>
        <source>BACK · VERSO</source>
        <translation>TRÁS · VERSO</translation>
    </message>
    <message>
        <source>The %1 piece lands on floor %2. Click or press Enter to put it down.</source>
        <translation>A peça %1 fica no andar %2. Clica ou carrega em Enter para a pousar.</translation>
    </message>
    <message>
        <source>Puzzle — card %1 %2</source>
        <translation>Puzzle — carta %1 %2</translation>
    </message>
    <message>
        <source>%1 level: %2 pieces. Build both facades.</source>
        <translation>Nível %1: %2 peças. Constrói as duas fachadas.</translation>
    </message>
    <message>
        <source>Party — round %1</source>
        <translation>Jogo de grupo — ronda %1</translation>
    </message>
    <message>
        <source>%1 builds the front, %2 the back.</source>
        <translation>%1 constrói a frente, %2 as traseiras.</translation>
    </message>
    <message>
        <source>Co-op ladder — stage %1 of %2</source>
        <translation>Escada cooperativa — degrau %1 de %2</translation>
    </message>
    <message>
        <source>Attempts failed: %1 of %2</source>
        <translation>Tentativas falhadas: %1 de %2</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>FRONT · recto</source>
        <translation>FRENTE · recto</translation>
    </message>
    <message>
        <source>BACK · verso</source>
        <translation>TRÁS · verso</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Your building</source>
        <translation>Construção</translation>
    </message>
    <message>
        <source>Recto Verso — back (verso) partner</source>
        <translation>Recto Verso — parceiro de trás (verso)</translation>
    </message>
    <message>
        <source>The BACK of the building (verso)</source>
        <translation>As TRASEIRAS do edifício (verso)</translation>
    </message>
    <message>
        <source>front</source>
        <translation>frente</translation>
    </message>
    <message>
        <source>back</source>
        <translation>trás</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>The ladder</source>
        <translation>A escada</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Pick up the next / previous piece</source>
        <translation>Pegar na peça seguinte / anterior</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>Move the cursor or the held piece on the board</source>
        <translation>Mover o cursor ou a peça que tens na mão sobre o tabuleiro</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Espaço</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Put the held piece back (Esc again: home)</source>
        <translation>Devolver a peça na mão à reserva (Esc outra vez: início)</translation>
    </message>
    <message>
        <source>Put the held piece down, or pick up the piece under the cursor</source>
        <translation>Pousar a peça que tens na mão, ou pegar na peça debaixo do cursor</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (Shift: the other way)</source>
        <extracomment>The builder action (a method name of the view&apos;s action table). The key as the F1 list writes it, and what it does (both translated when shown).</extracomment>
        <translation>Girar a peça na mão um quarto de volta (Shift: no outro sentido)</translation>
    </message>
    <message>
        <source>Tip the held piece over onto its side (a lying bar stands up)</source>
        <translation>Deitar a peça na mão de lado (uma barra deitada fica de pé)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down</source>
        <translation>Virar a peça na mão ao contrário</translation>
    </message>
    <message>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <source>Q / E</source>
        <translation>Q / E</translation>
    </message>
    <message>
        <source>Turn the view of the building</source>
        <translation>Rodar a vista do edifício</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Take the piece under the cursor off the board</source>
        <translation>Tirar do tabuleiro a peça debaixo do cursor</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>Leave the board for the buttons</source>
        <translation>Sair do tabuleiro para os botões</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Y</translation>
    </message>
    <message>
        <source>Undo / redo</source>
        <translation>Anular / refazer</translation>
    </message>
    <message>
        <source>Kings of Construction</source>
        <translation>Reis da Construção</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>(operation, glyph) of each button; &quot;put_back&quot; empties the hand.</extracomment>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Ao contrário</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Deitar</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Virar</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Devolver</translation>
    </message>
    <message>
        <source>Turn the held piece a quarter turn (R, or the wheel)</source>
        <translation>Girar a peça na mão um quarto de volta (R, ou a roda)</translation>
    </message>
    <message>
        <source>Turn the held piece the other way (Shift+R)</source>
        <translation>Girar a peça na mão no outro sentido (Shift+R)</translation>
    </message>
    <message>
        <source>Tip the held piece onto its side (T)</source>
        <translation>Deitar a peça na mão de lado (T)</translation>
    </message>
    <message>
        <source>Flip the held piece upside down (F)</source>
        <translation>Virar a peça na mão ao contrário (F)</translation>
    </message>
    <message>
        <source>Put the held piece back in the tray (Esc, right click)</source>
        <translation>Devolver a peça na mão à reserva (Esc, clique direito)</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume your game?</source>
        <translation>Retomar o teu jogo?</translation>
    </message>
    <message>
        <source>These games were not finished last time. Pick one to carry on where you stopped:</source>
        <translation>Estes jogos ficaram por acabar da última vez. Escolhe um para continuar onde paraste:</translation>
    </message>
    <message numerus="yes">
        <source>Resume {game} — saved {when}, %n move(s) played</source>
        <translation>
            <numerusform>Retomar {game} — guardado em {when}, %n jogada feita</numerusform>
            <numerusform>Retomar {game} — guardado em {when}, %n jogadas feitas</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>RevorsoEnding</name>
    <message>
        <source>and</source>
        <translation>e</translation>
    </message>
    <message>
        <source>Honey cards</source>
        <translation>Cartas de mel</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ganhaste!</translation>
    </message>
    <message>
        <source>You share the win with %1!</source>
        <translation>Partilhas a vitória com %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 partilham a vitória!</translation>
    </message>
    <message>
        <source>Each card won is worth 1 point and honey 2. Had the top scores been equal, the player with more honey cards would have won.</source>
        <translation>Cada carta ganha vale 1 ponto, e o mel 2. Se as melhores pontuações fossem iguais, ganharia o jogador com mais cartas de mel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>%1 têm %n ponto cada: o desempate vai para quem tem mais cartas de mel (%2), por isso %3 ganha.</numerusform>
            <numerusform>%1 têm %n pontos cada: o desempate vai para quem tem mais cartas de mel (%2), por isso %3 ganha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have %n point(s) each and as many honey cards (%2): they share the win.</source>
        <translation>
            <numerusform>%1 têm %n ponto cada e o mesmo número de cartas de mel (%2): partilham a vitória.</numerusform>
            <numerusform>%1 têm %n pontos cada e o mesmo número de cartas de mel (%2): partilham a vitória.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each and as many honey cards (%2): you share the win.</source>
        <translation>
            <numerusform>Tu e %1 têm %n ponto cada e tantas cartas de mel (%2): partilham a vitória.</numerusform>
            <numerusform>Tu e %1 têm %n pontos cada e tantas cartas de mel (%2): partilham a vitória.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: you have the most honey cards (%2), so you win.</source>
        <translation>
            <numerusform>Tu e %1 têm %n ponto cada: tens mais cartas de mel (%2), por isso ganhas tu.</numerusform>
            <numerusform>Tu e %1 têm %n pontos cada: tens mais cartas de mel (%2), por isso ganhas tu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You and %1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.</source>
        <translation>
            <numerusform>Tu e %1 têm %n ponto cada: o empate vai para quem tem mais cartas de mel (%2), por isso ganha %3.</numerusform>
            <numerusform>Tu e %1 têm %n pontos cada: o empate vai para quem tem mais cartas de mel (%2), por isso ganha %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>tu %1</translation>
    </message>
</context>
<context>
    <name>RevorsoSetup</name>
    <message>
        <source>You</source>
        <extracomment>Every &quot;You&quot; given to a person who left their name empty, in each language used so far.</extracomment>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>RevorsoTableView</name>
    <message>
        <source>&amp;Draw a card</source>
        <extracomment>A person chose this action (the view plays it for the seat to act). The key letter of each lettered button, in the language shown. While another seat acts, and once the game is over (the results are the table&apos;s).</extracomment>
        <translation>&amp;Tirar uma carta</translation>
    </message>
    <message>
        <source>&amp;Stop and recite</source>
        <translation>&amp;Parar e dizer</translation>
    </message>
    <message>
        <source>&amp;No, pass</source>
        <translation>&amp;Não, passar</translation>
    </message>
    <message>
        <source>Pla&amp;y Switch</source>
        <translation>&amp;Jogar Troca</translation>
    </message>
    <message>
        <source>&amp;No, let it go</source>
        <translation>&amp;Não, deixar passar</translation>
    </message>
    <message>
        <source>Name %1 (key %2)</source>
        <translation>Dizer %1 (tecla %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%n card(s))</source>
        <translation>
            <numerusform>%1. %2 (%n carta)</numerusform>
            <numerusform>%1. %2 (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n honey</source>
        <translation>
            <numerusform>%n mel</numerusform>
            <numerusform>%n mel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>A tua sequência: %n carta, a primeira tirada à esquerda</numerusform>
            <numerusform>A tua sequência: %n cartas, a primeira tirada à esquerda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s sequence: %n card(s), first drawn on the left</source>
        <translation>
            <numerusform>Sequência de %1: %n carta, a primeira tirada à esquerda</numerusform>
            <numerusform>Sequência de %1: %n cartas, a primeira tirada à esquerda</numerusform>
        </translation>
    </message>
    <message>
        <source>Your sequence: no card yet</source>
        <translation>A tua sequência: ainda sem cartas</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Jogar de novo esta mão</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Os mesmos jogadores e as mesmas cartas, desde o início</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Tirar uma carta</translation>
    </message>
    <message>
        <source>Stop drawing and recite the sequence</source>
        <translation>Parar de tirar cartas e dizer a sequência</translation>
    </message>
    <message>
        <source>1 – 5</source>
        <translation>1 – 5</translation>
    </message>
    <message>
        <source>Name a symbol (memory test, or a Bear call)</source>
        <translation>Dizer um símbolo (prova de memória, ou um Urso)</translation>
    </message>
    <message>
        <source>Play Switch when asked</source>
        <translation>Jogar a Troca quando te perguntam</translation>
    </message>
    <message>
        <source>Do not play Switch</source>
        <translation>Não jogar a Troca</translation>
    </message>
    <message>
        <source>1, 2, …</source>
        <translation>1, 2, …</translation>
    </message>
    <message>
        <source>Choose whom to steal from</source>
        <translation>Escolher a quem roubar</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Mão n.º %1</translation>
    </message>
    <message>
        <source>Replay this deal: the same deal number and players deal the same cards again</source>
        <translation>Jogar de novo esta mão: o mesmo número de mão e os mesmos jogadores dão outra vez as mesmas cartas</translation>
    </message>
    <message>
        <source>%1 is drawing… watch the cards and remember them.</source>
        <translation>%1 está a tirar cartas… observa-as e fixa-as.</translation>
    </message>
    <message>
        <source>%1: Hibernate! Your drawing is over: stop and recite.</source>
        <translation>%1: Hibernar! Já não tiras mais cartas: para e diz a sequência.</translation>
    </message>
    <message>
        <source>%1: the draw pile is empty: stop and recite.</source>
        <translation>%1: o monte acabou: para e diz a sequência.</translation>
    </message>
    <message>
        <source>%1, your turn: draw a card.</source>
        <translation>%1, é a tua vez: tira uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you share the win with %n point(s).</source>
        <translation>
            <numerusform>O jogo acabou: partilhas a vitória com %n ponto.</numerusform>
            <numerusform>O jogo acabou: partilhas a vitória com %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: a shared win with %n point(s).</source>
        <translation>
            <numerusform>O jogo acabou: vitória partilhada com %n ponto.</numerusform>
            <numerusform>O jogo acabou: vitória partilhada com %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: you win with %n point(s).</source>
        <translation>
            <numerusform>O jogo acabou: ganhas com %n ponto.</numerusform>
            <numerusform>O jogo acabou: ganhas com %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins with %n point(s).</source>
        <translation>
            <numerusform>O jogo acabou: %1 ganha com %n ponto.</numerusform>
            <numerusform>O jogo acabou: %1 ganha com %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hibernate! Your drawing is over: stop and recite.</source>
        <translation>Hibernar! Já não tiras mais cartas: para e diz a sequência.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite.</source>
        <translation>O monte está vazio: para e diz a sequência.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: draw %n more card(s).</source>
        <translation>
            <numerusform>É a tua vez: tira mais %n carta.</numerusform>
            <numerusform>É a tua vez: tira mais %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>É a tua vez: tira uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>Draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>Tira outra carta, ou para e diz a tua sequência (%n carta) da última para a primeira.</numerusform>
            <numerusform>Tira outra carta, ou para e diz a tua sequência (%n cartas) da última para a primeira.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw %n more card(s).</source>
        <translation>
            <numerusform>%1: tira mais %n carta.</numerusform>
            <numerusform>%1: tira mais %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: draw again, or stop and recite your %n card(s) from the last to the first.</source>
        <translation>
            <numerusform>%1: tira outra carta, ou para e diz a tua sequência (%n carta) da última para a primeira.</numerusform>
            <numerusform>%1: tira outra carta, ou para e diz a tua sequência (%n cartas) da última para a primeira.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew Steal 2 and chooses whom to rob…</source>
        <translation>%1 tirou um Rouba 2 e escolhe a quem roubar…</translation>
    </message>
    <message>
        <source>Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>Rouba 2! Escolhe de que tesouro tiras as duas cartas de cima.</translation>
    </message>
    <message>
        <source>%1: Steal 2! Choose whose won pile to take the top two cards from.</source>
        <translation>%1: Rouba 2! Escolhe de que tesouro tirar as duas cartas de cima.</translation>
    </message>
    <message>
        <source>%1 may play Switch on your sequence…</source>
        <translation>%1 pode jogar a Troca na tua sequência…</translation>
    </message>
    <message>
        <source>%1 may play Switch on %2&apos;s sequence…</source>
        <translation>%1 pode jogar Troca na sequência de %2…</translation>
    </message>
    <message>
        <source>Play Switch? The first and last cards of %1&apos;s sequence change places.</source>
        <translation>Jogar a Troca? A primeira e a última carta da sequência de %1 trocam de lugar.</translation>
    </message>
    <message>
        <source>%1: play Switch? The first and last cards of %2&apos;s sequence change places.</source>
        <translation>%1: jogar Troca? A primeira e a última carta da sequência de %2 trocam de lugar.</translation>
    </message>
    <message>
        <source>%1 may call Bear on your next card…</source>
        <translation>%1 pode gritar Urso na tua próxima carta…</translation>
    </message>
    <message>
        <source>%1 may call Bear on %2&apos;s next card…</source>
        <translation>%1 pode gritar Urso na próxima carta de %2…</translation>
    </message>
    <message>
        <source>Call Bear? Name %1&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>Gritar Urso? Diz a próxima carta de %1 para a ganhar (teclas 1–5), ou deixa passar (N).</translation>
    </message>
    <message>
        <source>%1: call Bear? Name %2&apos;s next card to win it (keys 1–5), or let it go (N).</source>
        <translation>%1: gritar Urso? Diz a próxima carta de %2 para a ganhar (teclas 1–5), ou deixa passar (N).</translation>
    </message>
    <message>
        <source>%1 is reciting the sequence…</source>
        <translation>%1 está a dizer a sequência…</translation>
    </message>
    <message>
        <source>Memory test! Which symbol is card %1 of %2? (keys 1–5, the last drawn first)</source>
        <translation>Prova de memória! Que símbolo é a carta %1 de %2? (teclas 1–5, a última tirada primeiro)</translation>
    </message>
    <message>
        <source>%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)</source>
        <translation>%1: prova de memória! Que símbolo é a carta %2 de %3? (teclas 1–5, a última tirada primeiro)</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>%1 s restantes</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Monte: %1</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Descarte: %1</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>sem ação</translation>
    </message>
    <message>
        <source>▶ plays now</source>
        <translation>▶ joga agora</translation>
    </message>
    <message>
        <source>? asked now</source>
        <translation>? decide agora</translation>
    </message>
    <message>
        <source>person</source>
        <translation>pessoa</translation>
    </message>
    <message>
        <source>%1&apos;s sequence: no card yet</source>
        <translation>Sequência de %1: ainda sem cartas</translation>
    </message>
    <message>
        <source>▲ next to name</source>
        <translation>▲ a seguir</translation>
    </message>
    <message>
        <source>Do not call Bear</source>
        <translation>Não gritar Urso</translation>
    </message>
    <message>
        <source>Playing alone against the computer, you are spoken to as “you”.</source>
        <translation>A jogar sozinho contra o computador, a mesa trata-te por «tu».</translation>
    </message>
    <message numerus="yes">
        <source>Steal from %2, who won %n card(s) (key %1)</source>
        <extracomment>What the steal and stop buttons do, said by a screen reader with what they act on.</extracomment>
        <translation>
            <numerusform>Roubar a %2, que ganhou %n carta (tecla %1)</numerusform>
            <numerusform>Roubar a %2, que ganhou %n cartas (tecla %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop and recite your %n card(s) (%1)</source>
        <translation>
            <numerusform>Parar e dizer %n carta (%1)</numerusform>
            <numerusform>Parar e dizer %n cartas (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <extracomment>Emitted after a (re)load with the game and the language actually shown.</extracomment>
        <translation>Regras</translation>
    </message>
    <message>
        <source>▶ Learn by playing</source>
        <translation>▶ Aprender a jogar</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Procurar:</translation>
    </message>
    <message>
        <source>a word, e.g. joker (Ctrl+F)</source>
        <translation>uma palavra, p. ex. joker (Ctrl+F)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Texto mais pequeno (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <translation>Texto maior (Ctrl++)</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto mais pequeno</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto maior</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Texto das regras</translation>
    </message>
    <message>
        <source>a game option you can switch on when you start a game</source>
        <translation>uma opção de jogo que podes ativar ao começar um jogo</translation>
    </message>
    <message>
        <source>Not found in these rules</source>
        <translation>Não encontrado nestas regras</translation>
    </message>
    <message>
        <source>Found in 1 section — Enter: next</source>
        <translation>Encontrado em 1 secção — Enter: seguinte</translation>
    </message>
    <message>
        <source>Found in %1 sections — Enter: next</source>
        <translation>Encontrado em %1 secções — Enter: seguinte</translation>
    </message>
</context>
<context>
    <name>ScoresPage</name>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Score keeper: %1</source>
        <translation>Marcador de pontos: %1</translation>
    </message>
    <message>
        <source>Type over a cell or double-click it; names too. Everything is saved.</source>
        <translation>Escreve por cima de uma célula ou faz duplo clique nela; os nomes também. Tudo fica guardado.</translation>
    </message>
    <message>
        <source>The scores cannot be saved in %1 (%2); they stay on screen.</source>
        <translation>Não é possível guardar os pontos em %1 (%2); ficam no ecrã.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Enter the points of each round</source>
        <translation>Escreve os pontos de cada ronda</translation>
    </message>
    <message>
        <source>★ %1 share the win!</source>
        <translation>★ %1 partilham a vitória!</translation>
    </message>
    <message>
        <source>★ %1 wins!</source>
        <translation>★ %1 ganha!</translation>
    </message>
    <message>
        <source>★ Sharing the lead: %1</source>
        <translation>★ À frente, empatados: %1</translation>
    </message>
    <message>
        <source>★ In the lead: %1</source>
        <translation>★ À frente: %1</translation>
    </message>
    <message>
        <source>+ Player</source>
        <translation>+ Jogador</translation>
    </message>
    <message>
        <source>− Player</source>
        <translation>− Jogador</translation>
    </message>
    <message>
        <source>Remove the selected player</source>
        <translation>Tirar o jogador escolhido</translation>
    </message>
    <message>
        <source>+ &amp;Round</source>
        <translation>+ &amp;Ronda</translation>
    </message>
    <message>
        <source>− Last round</source>
        <translation>− Última ronda</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Clear the scores, keep the players</source>
        <translation>Apagar os pontos, manter os jogadores</translation>
    </message>
    <message>
        <source>Scores: type a number in a cell</source>
        <translation>Pontos: escreve um número numa célula</translation>
    </message>
    <message>
        <source>%1 A fresh score sheet was started; the old file is kept as %2.</source>
        <translation>%1 Foi começada uma folha de pontos nova; o ficheiro antigo fica guardado como %2.</translation>
    </message>
</context>
<context>
    <name>ScreenReaderHelp</name>
    <message>
        <source>Orca · NVDA · VoiceOver</source>
        <translation>Orca · NVDA · VoiceOver</translation>
    </message>
    <message>
        <source>Start the screen reader, then the app; nothing to set. Linux: Orca (Super+Alt+S in GNOME). Windows: NVDA (Ctrl+Alt+N). macOS: VoiceOver (Cmd+F5).</source>
        <translation>Inicia o leitor de ecrã e depois a aplicação; não há nada a configurar. Linux: Orca (Super+Alt+S no GNOME). Windows: NVDA (Ctrl+Alt+N). macOS: VoiceOver (Cmd+F5).</translation>
    </message>
    <message>
        <source>Tab, arrows</source>
        <translation>Tab, setas</translation>
    </message>
    <message>
        <source>At the DJ05135 and Verso tables, move along the cards you may play or choose: each is read with what Enter does with it (&quot;Play owl&quot;, &quot;Choose orange 6 for a series&quot;).</source>
        <translation>Nas mesas de DJ05135 e de Verso, percorre as cartas que podes jogar ou escolher: cada uma é lida com o que o Enter faz com ela («Jogar coruja», «Escolher laranja 6 para uma série»).</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / Espaço</translation>
    </message>
    <message>
        <source>Play or choose the card just read.</source>
        <translation>Jogar ou escolher a carta que acabou de ser lida.</translation>
    </message>
    <message>
        <source>The table&apos;s lists</source>
        <translation>As listas da mesa</translation>
    </message>
    <message>
        <source>Read each hand, row and pile with the screen reader&apos;s review keys: only the side of a card your seat may see is ever read.</source>
        <translation>Lê cada mão, fila e monte com as teclas de revisão do leitor de ecrã: de uma carta só se lê o lado que o teu lugar pode ver.</translation>
    </message>
    <message>
        <source>Buttons</source>
        <translation>Botões</translation>
    </message>
    <message>
        <source>Take, Flip, Bank, Stop and the rest say what they act on (&quot;Take orange 6 as shown&quot;).</source>
        <translation>Tirar, Virar, Pôr no banco, Parar e os outros dizem sobre o que atuam («Tirar laranja 6 como está»).</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Anúncios</translation>
    </message>
    <message>
        <source>The other players&apos; moves, whose turn it is and the result are read out by themselves. With Orca 45 or older, turn on Settings › &quot;Speak the news for older screen readers&quot;.</source>
        <translation>As jogadas dos outros jogadores, de quem é a vez e o resultado são lidos automaticamente. Com o Orca 45 ou anterior, ativa Definições › «Ler as notícias para leitores de ecrã mais antigos».</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>A new card is read column by column, from the top cube down. On the board the arrows and R, T, F move the piece in your hand and say where its cubes land (&quot;black cube on C2, floor 1&quot;); the board’s description says what stands on each square.</source>
        <translation>Uma carta nova é lida coluna a coluna, do cubo de cima para baixo. No tabuleiro, as setas e R, T, F movem a peça que tens na mão e dizem onde caem os seus cubos («peça preta: cubo em C2, andar 1»); a descrição do tabuleiro diz o que está em cada casa.</translation>
    </message>
</context>
<context>
    <name>SeatStrips</name>
    <message>
        <source>on a phone</source>
        <translation>num telemóvel</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>computer, beginner</source>
        <translation>computador, principiante</translation>
    </message>
    <message>
        <source>computer, quick</source>
        <translation>computador, rápido</translation>
    </message>
    <message>
        <source>computer with memory, %1</source>
        <translation>computador com memória, %1</translation>
    </message>
    <message>
        <source>computer, plays at random</source>
        <translation>computador, joga ao acaso</translation>
    </message>
    <message>
        <source>computer, plays for the moment</source>
        <translation>computador, joga a jogada do momento</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>computador, %1</translation>
    </message>
    <message>
        <source>to play: </source>
        <extracomment>The item role that remembers whether a log line is marked (a computer&apos;s newest move). The pointer beside the seat to act.</extracomment>
        <translation>a jogar: </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Presenter mode (large text and high contrast for projectors)</source>
        <translation>Modo &amp;apresentação (texto grande e alto contraste para projetores)</translation>
    </message>
    <message>
        <source>Presenter si&amp;ze:</source>
        <translation>Tamanho na a&amp;presentação:</translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation>&amp;Tamanho da interface:</translation>
    </message>
    <message>
        <source>Show &amp;symbols and letters on every colour (colour-blind friendly)</source>
        <translation>Mostrar &amp;símbolos e letras em todas as cores (para daltónicos)</translation>
    </message>
    <message>
        <source>Speed of &amp;moves:</source>
        <translation>Velocidade das &amp;jogadas:</translation>
    </message>
    <message>
        <source>Speak the &amp;news for older screen readers (Orca 45 and earlier)</source>
        <translation>Ler as &amp;notícias para leitores de ecrã mais antigos (Orca 45 e anteriores)</translation>
    </message>
    <message>
        <source>The other players&apos; moves, the turns and the results are announced; screen readers that do not speak announcements hear them as notifications. Newer ones would hear them twice.</source>
        <translation>As jogadas dos outros jogadores, as vezes e os resultados são anunciados; os leitores de ecrã que não leem os anúncios ouvem-nos como notificações. Os mais recentes ouvi-los-iam duas vezes.</translation>
    </message>
    <message>
        <source>Off (show each move&apos;s result at once)</source>
        <translation>Desligada (mostrar logo o resultado de cada jogada)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow (for teaching)</source>
        <translation>Lenta (para ensinar)</translation>
    </message>
    <message>
        <source>Presenter mode (Ctrl+Shift+P, or the Presenter button in the toolbar) uses the larger of the two sizes, raises the contrast and enlarges the game logs; the card games then offer a teacher&apos;s &quot;show all hands&quot; switch and explain each move.</source>
        <translation>O modo apresentação (Ctrl+Shift+P, ou o botão Apresentação na barra de ferramentas) usa o maior dos dois tamanhos, aumenta o contraste e amplia os registos de jogo; os jogos de cartas passam a ter um interruptor de professor para &quot;mostrar todas as mãos&quot; e explicam cada jogada.</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Tamanho da interface</translation>
    </message>
</context>
<context>
    <name>SetupChecklistPage</name>
    <message>
        <source>✔ All set: enjoy the game!</source>
        <translation>✔ Tudo pronto: bom jogo!</translation>
    </message>
    <message>
        <source>%1 of %2 done</source>
        <translation>%1 de %2 feitos</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jogadores:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>Easy (%1 pieces)</source>
        <translation>Fácil (%1 peças)</translation>
    </message>
    <message>
        <source>Hard (%1 pieces)</source>
        <translation>Difícil (%1 peças)</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>&amp;Desmarcar tudo</translation>
    </message>
    <message>
        <source>Setup checklist: Tab to an item, Space ticks it</source>
        <translation>Lista de preparação: Tab para ir a um ponto, Espaço marca-o</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Who plays seat %1</source>
        <extracomment>The drop-down entry of a seat played on a phone (a remote seat).</extracomment>
        <translation>Quem joga no lugar %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nome do lugar %1</translation>
    </message>
    <message>
        <source>On a phone</source>
        <translation>Num telemóvel</translation>
    </message>
</context>
<context>
    <name>SharedScreen</name>
    <message>
        <source>computer</source>
        <extracomment>Height kept for the list of seats, in interface pixels, before the QR code may be full size.</extracomment>
        <translation>computador</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>no computador</translation>
    </message>
    <message>
        <source>waiting for a phone</source>
        <translation>à espera de um telemóvel</translation>
    </message>
    <message>
        <source>phone connected</source>
        <translation>telemóvel ligado</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>ligação perdida</translation>
    </message>
    <message>
        <source>Play on your phone: scan the code or open</source>
        <extracomment>Everyone is seated: the join block is a compact corner unless the teacher opens it.</extracomment>
        <translation>Joga no teu telemóvel: lê o código ou abre</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código da mesa</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>Close the table for every phone</source>
        <translation>Fechar a mesa para todos os telemóveis</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Novo código</translation>
    </message>
    <message>
        <source>QR code</source>
        <translation>Código QR</translation>
    </message>
    <message>
        <source>Show the QR code large again, for a phone that comes late</source>
        <translation>Mostrar de novo o código QR em grande, para um telemóvel que chegue atrasado</translation>
    </message>
    <message>
        <source>Give the table a new code: the seated phones stay, anyone guessing starts again</source>
        <translation>Dar um novo código à mesa: os telemóveis sentados ficam, e quem tenta adivinhar recomeça do zero</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>À espera de %1</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libertar</translation>
    </message>
    <message>
        <source>Free this seat: its phone leaves it and anyone may sit there</source>
        <translation>Libertar este lugar: o telemóvel que o ocupa sai e qualquer um se pode sentar</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>A computer player plays this seat from now on</source>
        <translation>A partir de agora um jogador do computador joga este lugar</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Expulsar</translation>
    </message>
    <message>
        <source>Close this phone&apos;s connection: its seat is free, and the device may not join again until you let it in</source>
        <translation>Fechar a ligação deste telemóvel: o lugar fica livre, e o aparelho não se pode juntar outra vez até o deixares entrar</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Paused: the phones wait.</source>
        <translation>Em pausa: os telemóveis esperam.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
</context>
<context>
    <name>SoloGuideEntry</name>
    <message>
        <source>Learn solo play by playing</source>
        <translation>Aprender o jogo a solo a jogar</translation>
    </message>
</context>
<context>
    <name>SpeedBox</name>
    <message>
        <source>Instant</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>A value after &quot;Computer speed:&quot;: agree with that noun (gender, number).</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Computer speed:</source>
        <translation>Ritmo do computador:</translation>
    </message>
</context>
<context>
    <name>StopwatchPage</name>
    <message>
        <source>Recto Verso stopwatch</source>
        <extracomment>The user&apos;s own choice to show the editor; until then it shows when there is room.</extracomment>
        <translation>Cronómetro do Recto Verso</translation>
    </message>
    <message>
        <source>Time grid</source>
        <translation>Grelha de tempos</translation>
    </message>
    <message>
        <source>Show or hide the time grid editor</source>
        <translation>Mostrar ou esconder o editor da grelha de tempos</translation>
    </message>
</context>
<context>
    <name>StopwatchTool</name>
    <message>
        <source>Slide in a card, then press Start (S)</source>
        <extracomment>The building time: read through ``self.clock`` (tests swap it), paused by the app&apos;s clock service.</extracomment>
        <translation>Metam uma carta e carreguem em Começar (S)</translation>
    </message>
    <message>
        <source>Recto! called: waiting for Verso!</source>
        <translation>Recto! gritado: à espera de Verso!</translation>
    </message>
    <message>
        <source>Verso! called: waiting for Recto!</source>
        <translation>Verso! gritado: à espera de Recto!</translation>
    </message>
    <message>
        <source>Building… call Recto! (R) and Verso! (V) when done</source>
        <translation>A construir… gritem Recto! (R) e Verso! (V) quando acabarem</translation>
    </message>
    <message>
        <source>Over time: 0 points</source>
        <translation>Fora de tempo: 0 pontos</translation>
    </message>
    <message numerus="yes">
        <source>Worth now: %n point(s) each</source>
        <translation>
            <numerusform>Vale agora: %n ponto cada</numerusform>
            <numerusform>Vale agora: %n pontos cada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If correct: %n point(s) each</source>
        <translation>
            <numerusform>Se estiver certo: %n ponto cada</numerusform>
            <numerusform>Se estiver certo: %n pontos cada</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped. Check both facades of the building.</source>
        <translation>Parado. Verifiquem as duas fachadas do edifício.</translation>
    </message>
    <message>
        <source>Too slow: 0 points</source>
        <translation>Demasiado lento: 0 pontos</translation>
    </message>
    <message>
        <source>Cancel (S)</source>
        <translation>Cancelar (S)</translation>
    </message>
    <message>
        <source>Start (S)</source>
        <translation>Começar (S)</translation>
    </message>
    <message>
        <source>Recto! (R)</source>
        <translation>Recto! (R)</translation>
    </message>
    <message>
        <source>Verso! (V)</source>
        <translation>Verso! (V)</translation>
    </message>
    <message>
        <source>Time on the stopwatch</source>
        <translation>Tempo no cronómetro</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>the side you never saw</source>
        <translation>o lado que nunca viste</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Tirar %1</translation>
    </message>
    <message>
        <source>Turn over %1</source>
        <translation>Virar %1</translation>
    </message>
    <message>
        <source>Steal %1 from %2</source>
        <translation>Roubar %1 a %2</translation>
    </message>
    <message>
        <source>Turn round %1 in your hand</source>
        <translation>Virar %1 na tua mão</translation>
    </message>
    <message>
        <source>Turn round %1 in %2&apos;s hand</source>
        <translation>Virar %1 na mão de %2</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Escolher %1</translation>
    </message>
    <message>
        <source>The others see its other side.</source>
        <translation>Os outros veem o outro lado.</translation>
    </message>
    <message>
        <source>%1 sees its other side.</source>
        <translation>%1 vê o outro lado.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>no sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <source>anticlockwise</source>
        <translation>no sentido contrário ao dos ponteiros do relógio</translation>
    </message>
    <message>
        <source>Turn order, %1: %2</source>
        <translation>Ordem de jogo, %1: %2</translation>
    </message>
    <message>
        <source>asked now</source>
        <translation>decide agora</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>tem %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>top: %1</source>
        <translation>em cima: %1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>carta %1</translation>
    </message>
    <message>
        <source>named right</source>
        <translation>acertada</translation>
    </message>
    <message>
        <source>shown now</source>
        <translation>mostrada a todos</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>virada para baixo</translation>
    </message>
    <message>
        <source>next to name</source>
        <translation>a próxima a dizer</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>%1 row</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Nobody sees the other side of the top card.</source>
        <translation>Ninguém vê o outro lado da carta de cima.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>The opponent turned %1 over: it shows %2</source>
        <translation>O adversário virou %1: agora mostra %2</translation>
    </message>
    <message>
        <source>Take %1 out of the series</source>
        <translation>Tirar %1 da série</translation>
    </message>
    <message>
        <source>Choose %1 for a series</source>
        <translation>Escolher %1 para uma série</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>plays now</source>
        <translation>joga agora</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, depois </translation>
    </message>
</context>
<context>
    <name>TableEndPage</name>
    <message>
        <source>%1 wins!</source>
        <extracomment>Who won, in one line (&quot;Ana wins!&quot;, &quot;You scored 41 points&quot;). Why, or how well: the game&apos;s own sentence (a tiebreak, a rank, the turn limit). The headers of the score cells, after &quot;Place&quot; and &quot;Player&quot;. Best first; none for a game played alone (its sentence and note say it all). Rich text under the scores (a ladder of ranks). The deal&apos;s number, so the class can replay it.</extracomment>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>A tie: %1 share the win</source>
        <translation>Empate: %1 partilham a vitória</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>A row under the buttons for what a game adds (Verso&apos;s solo guide).</extracomment>
        <translation>&amp;Jogar outra vez</translation>
    </message>
    <message>
        <source>The same players, a new deal</source>
        <translation>Os mesmos jogadores, cartas novas</translation>
    </message>
    <message>
        <source>Replay this &amp;deal</source>
        <translation>Jogar de novo esta &amp;mão</translation>
    </message>
    <message>
        <source>The same players and the same cards, from the start</source>
        <translation>Os mesmos jogadores e as mesmas cartas, desde o início</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>Look at the &amp;table</source>
        <translation>Ver a &amp;mesa</translation>
    </message>
    <message>
        <source>Deal number %1</source>
        <translation>Mão n.º %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
</context>
<context>
    <name>TableFiles</name>
    <message>
        <source>Save the game</source>
        <translation>Guardar o jogo</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Jogos guardados (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir um jogo guardado</translation>
    </message>
    <message>
        <source>Cannot save %1 (%2).</source>
        <translation>Não foi possível guardar %1 (%2).</translation>
    </message>
    <message>
        <source>Cannot save %1 (a name cannot be written to a file).</source>
        <translation>Não foi possível guardar %1 (um nome não pode ser escrito num ficheiro).</translation>
    </message>
    <message>
        <source>Cannot open %1 (not a %2 game).</source>
        <translation>Não foi possível abrir %1 (não é um jogo de %2).</translation>
    </message>
</context>
<context>
    <name>TableGuide</name>
    <message>
        <source>Leave the guide</source>
        <extracomment>The running guide (None: the table plays as usual). The one-time offer: a line the new-game page made under its heading, so that it stands in the page&apos;s Tab order where it stands on the page.</extracomment>
        <translation>Sair do guia</translation>
    </message>
    <message>
        <source>Leave the guided game? You can go on playing this game on your own.</source>
        <translation>Sair da partida guiada? Podes continuar este jogo sozinho.</translation>
    </message>
</context>
<context>
    <name>TableServer</name>
    <message>
        <source>Play on your phone</source>
        <translation>Joga no teu telemóvel</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código da mesa</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>O teu nome</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Entrar na mesa</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>Escolhe o teu lugar</translation>
    </message>
    <message>
        <source>free</source>
        <translation>livre</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>ocupado</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <source>at the computer</source>
        <translation>no computador</translation>
    </message>
    <message>
        <source>Just watch</source>
        <translation>Só assistir</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>Estás a assistir a esta mesa.</translation>
    </message>
    <message>
        <source>Your hand (the sides you see)</source>
        <translation>A tua mão (os lados que vês)</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>The others&apos; hands (the sides facing you)</source>
        <translation>As mãos dos outros (os lados virados para ti)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>É a tua vez</translation>
    </message>
    <message>
        <source>Not your turn: watch the table.</source>
        <translation>Não é a tua vez: observa a mesa.</translation>
    </message>
    <message>
        <source>Which side will face you?</source>
        <translation>Que lado fica virado para ti?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Ligação perdida; a tentar de novo…</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>A mesa está fechada.</translation>
    </message>
    <message>
        <source>Join another table</source>
        <translation>Entrar noutra mesa</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>As tuas escolhas</translation>
    </message>
    <message>
        <source>Your rows</source>
        <translation>As tuas filas</translation>
    </message>
    <message>
        <source>no card yet</source>
        <translation>ainda nenhuma carta</translation>
    </message>
    <message>
        <source>Shown now</source>
        <translation>Mostrada agora</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Viradas para baixo</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Nomeadas</translation>
    </message>
    <message>
        <source>Your action card</source>
        <translation>A tua Carta Ação</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Stopwatch</source>
        <translation>Cronómetro</translation>
    </message>
    <message>
        <source>You called at</source>
        <translation>Chamaste aos</translation>
    </message>
    <message>
        <source>Build at the computer or with the pieces; the round ends when both builders have called.</source>
        <translation>Construam no computador ou com as peças; a ronda acaba quando os dois construtores tiverem chamado.</translation>
    </message>
    <message>
        <source>Paused by the teacher</source>
        <translation>Pausa do professor</translation>
    </message>
    <message>
        <source>Wait a moment: the game goes on when the teacher resumes it.</source>
        <translation>Espera um pouco: o jogo continua quando o professor o retomar.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jogar: {card}</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tirar: {card}</translation>
    </message>
    <message>
        <source>Flip {card}</source>
        <translation>Virar: {card}</translation>
    </message>
    <message>
        <source>Flip {card} in your hand</source>
        <translation>Virar {card} na tua mão</translation>
    </message>
    <message>
        <source>Flip {card} in the hand of {player}</source>
        <translation>Virar {card} na mão de {player}</translation>
    </message>
    <message>
        <source>Take {card} from {player} and keep seeing this side</source>
        <translation>Tirar {card} a {player} e continuar a ver este lado</translation>
    </message>
    <message>
        <source>Take {card} from {player} and turn it round</source>
        <translation>Tirar {card} a {player} e virá-la</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the front: call “Recto!” when it matches.</source>
        <translation>Constróis com {partner}. Olha só para a frente: chama «Recto!» quando corresponder.</translation>
    </message>
    <message>
        <source>You build with {partner}. Look only at the back: call “Verso!” when it matches.</source>
        <translation>Constróis com {partner}. Olha só para trás: chama «Verso!» quando corresponder.</translation>
    </message>
    <message>
        <source>{builders} are building. Watch both facades.</source>
        <translation>{builders} estão a construir. Observa as duas fachadas.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} build. The card stays face down until the round begins.</source>
        <translation>Ronda {round}: {builders} constroem. A carta fica virada para baixo até a ronda começar.</translation>
    </message>
    <message>
        <source>{builders} have both called. Does their building match the whole card?</source>
        <translation>{builders} já anunciaram os dois. A construção corresponde à carta inteira?</translation>
    </message>
    <message>
        <source>Most points: {players}</source>
        <translation>Mais pontos: {players}</translation>
    </message>
    <message>
        <source>Recto!</source>
        <translation>Recto!</translation>
    </message>
    <message>
        <source>Verso!</source>
        <translation>Verso!</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>Round {round}: {builders} built the card in {time}. Points for each: {points}.</source>
        <translation>Ronda {round}: {builders} construíram a carta em {time}. Pontos para cada um: {points}.</translation>
    </message>
    <message>
        <source>Round {round}: {builders} called at {time}, but the building has mistakes. No points.</source>
        <translation>Ronda {round}: {builders} chamaram em {time}, mas a construção tem erros. Nenhum ponto.</translation>
    </message>
    <message>
        <source>Stage {stage} cleared in {time}: on to the next stage.</source>
        <translation>Degrau {stage} passado em {time}: passem ao degrau seguinte.</translation>
    </message>
    <message>
        <source>Stage {stage} not cleared ({time}): try it again.</source>
        <translation>Degrau {stage} não passado ({time}): tentem outra vez.</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Look at the building and the card: is every facade right?</source>
        <translation>Olha para a construção e para a carta: todas as fachadas estão certas?</translation>
    </message>
    <message>
        <source>The table is checking the building against the card.</source>
        <translation>A mesa está a comparar a construção com a carta.</translation>
    </message>
    <message>
        <source>It matches the card</source>
        <translation>Corresponde à carta</translation>
    </message>
    <message>
        <source>There is a mistake</source>
        <translation>Há um erro</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Tirar uma carta</translation>
    </message>
    <message>
        <source>Stop and recite your sequence</source>
        <translation>Parar e dizer a tua sequência</translation>
    </message>
    <message>
        <source>Rob {player}&apos;s won pile</source>
        <translation>Roubar o tesouro de {player}</translation>
    </message>
    <message>
        <source>Play Switch</source>
        <translation>Jogar Troca</translation>
    </message>
    <message>
        <source>Keep your Switch</source>
        <translation>Guardar a tua Troca</translation>
    </message>
    <message>
        <source>Bear: {card}</source>
        <translation>Urso: {card}</translation>
    </message>
    <message>
        <source>Keep your Bear</source>
        <translation>Guardar o teu Urso</translation>
    </message>
    <message>
        <source>Draw your first card.</source>
        <translation>Tira a tua primeira carta.</translation>
    </message>
    <message>
        <source>Draw another card, or stop and recite your sequence.</source>
        <translation>Tira outra carta, ou para e diz a tua sequência.</translation>
    </message>
    <message>
        <source>Draws owed: {count}. Draw again.</source>
        <translation>Cartas ainda por tirar: {count}. Tira outra.</translation>
    </message>
    <message>
        <source>Hibernate: stop now and recite your sequence.</source>
        <translation>Hibernar: para agora e diz a tua sequência.</translation>
    </message>
    <message>
        <source>The draw pile is empty: stop and recite your sequence.</source>
        <translation>O monte está vazio: para e diz a tua sequência.</translation>
    </message>
    <message>
        <source>Steal 2: choose whose won pile to rob.</source>
        <translation>Rouba 2: escolhe o tesouro a roubar.</translation>
    </message>
    <message>
        <source>{player} stopped. Play Switch to swap the first and last cards of the sequence?</source>
        <translation>{player} parou. Jogar Troca para trocar a primeira e a última carta da sequência?</translation>
    </message>
    <message>
        <source>Call Bear: name the next card of {player}&apos;s sequence, or let it go.</source>
        <translation>Grita Urso: diz a carta seguinte da sequência de {player}, ou deixa passar.</translation>
    </message>
    <message>
        <source>Memory test: which is the next card of your sequence (the last one laid)?</source>
        <translation>Prova de memória: qual é a carta seguinte da tua sequência (a última pousada)?</translation>
    </message>
    <message>
        <source>{player} is drawing.</source>
        <translation>{player} está a tirar cartas.</translation>
    </message>
    <message>
        <source>{player} is reciting the sequence.</source>
        <translation>{player} está a dizer a sequência.</translation>
    </message>
    <message>
        <source>{player} is deciding.</source>
        <translation>{player} está a decidir.</translation>
    </message>
    <message>
        <source>Your sequence</source>
        <translation>A tua sequência</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence</source>
        <translation>Sequência de {player}</translation>
    </message>
    <message>
        <source>Take {card} as shown</source>
        <translation>Tirar {card} tal como está</translation>
    </message>
    <message>
        <source>Flip {card} and take it</source>
        <translation>Virar {card} e tirá-la</translation>
    </message>
    <message>
        <source>Bank no last series</source>
        <translation>Não pôr nenhuma última série no banco</translation>
    </message>
    <message>
        <source>Take the top card as shown, flip it and take it, or bank a series.</source>
        <translation>Tira a carta de cima tal como está, vira-a e tira-a, ou põe uma série no banco.</translation>
    </message>
    <message>
        <source>The draw pile is empty: bank one last series, or pass.</source>
        <translation>O monte está vazio: põe uma última série no banco, ou passa.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} está a jogar.</translation>
    </message>
    <message>
        <source>That message is too long.</source>
        <translation>Esta mensagem é demasiado longa.</translation>
    </message>
    <message>
        <source>Only text messages are understood.</source>
        <translation>Só se entendem mensagens de texto.</translation>
    </message>
    <message>
        <source>That message could not be read.</source>
        <translation>Não foi possível ler esta mensagem.</translation>
    </message>
    <message>
        <source>That request is not known.</source>
        <translation>Este pedido não é conhecido.</translation>
    </message>
    <message>
        <source>That request is incomplete or has a wrong value.</source>
        <translation>Este pedido está incompleto ou tem um valor errado.</translation>
    </message>
    <message>
        <source>That message holds characters that cannot be read.</source>
        <translation>Essa mensagem contém caracteres que não podem ser lidos.</translation>
    </message>
    <message>
        <source>There is no table with this code. Check the code on the shared screen.</source>
        <translation>Nenhuma mesa tem este código. Verifica o código no ecrã partilhado.</translation>
    </message>
    <message>
        <source>Join the table with its code first.</source>
        <translation>Entra primeiro na mesa com o respetivo código.</translation>
    </message>
    <message>
        <source>There is no such seat for a phone at this table.</source>
        <translation>Esta mesa não tem esse lugar para um telemóvel.</translation>
    </message>
    <message>
        <source>Someone else sits there. Choose another seat.</source>
        <translation>Outra pessoa está sentada aí. Escolhe outro lugar.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>Escolhe primeiro um lugar.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a tua vez.</translation>
    </message>
    <message>
        <source>The game moved on; here it is as it stands.</source>
        <translation>O jogo avançou; aqui está tal como está.</translation>
    </message>
    <message>
        <source>That move is not one of the moves offered.</source>
        <translation>Esta jogada não é uma das jogadas propostas.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esta jogada não é permitida agora.</translation>
    </message>
    <message>
        <source>Too many messages at once; wait a moment.</source>
        <translation>Demasiadas mensagens de uma vez; espera um momento.</translation>
    </message>
    <message>
        <source>Your seat was taken back on another device.</source>
        <translation>O teu lugar foi retomado noutro aparelho.</translation>
    </message>
    <message>
        <source>The table was closed on the computer.</source>
        <translation>A mesa foi fechada no computador.</translation>
    </message>
    <message>
        <source>The game is paused on the computer. Wait a moment.</source>
        <translation>O jogo está em pausa no computador. Espera um momento.</translation>
    </message>
    <message>
        <source>Only this round&apos;s two builders call, each for their own facade.</source>
        <translation>Só os dois construtores desta ronda chamam, cada um pela sua fachada.</translation>
    </message>
    <message>
        <source>No round is being built right now.</source>
        <translation>Nenhuma ronda está a ser construída agora.</translation>
    </message>
    <message>
        <source>You have already called this round.</source>
        <translation>Já chamaste nesta ronda.</translation>
    </message>
    <message>
        <source>The players who do not build this round say whether the building is right.</source>
        <translation>São os jogadores que não constroem nesta ronda que dizem se a construção está certa.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this device. Wait a few seconds and try again.</source>
        <translation>Demasiados códigos errados a partir deste aparelho. Espera alguns segundos e tenta de novo.</translation>
    </message>
    <message>
        <source>This device may not join the table now. Ask the teacher.</source>
        <translation>Este aparelho não pode juntar-se à mesa agora. Pergunta ao professor.</translation>
    </message>
    <message>
        <source>This device already holds a seat at this table.</source>
        <translation>Este aparelho já ocupa um lugar nesta mesa.</translation>
    </message>
    <message>
        <source>The teacher closed this phone&apos;s connection.</source>
        <translation>O professor fechou a ligação deste telemóvel.</translation>
    </message>
    <message>
        <source>This connection did not join the table in time.</source>
        <translation>Esta ligação não se juntou à mesa a tempo.</translation>
    </message>
    <message>
        <source>This phone did not keep up with the table; reconnect to play on.</source>
        <translation>Este telemóvel não acompanhou a mesa; volta a ligar-te para continuar a jogar.</translation>
    </message>
    <message>
        <source>Your seat was freed on the computer. Choose a seat to play again.</source>
        <translation>O teu lugar foi libertado no computador. Escolhe um lugar para voltar a jogar.</translation>
    </message>
    <message>
        <source>A computer player now plays your seat. You can watch or choose a free seat.</source>
        <translation>Um jogador do computador joga agora no teu lugar. Podes assistir ou escolher um lugar livre.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>O jogo continua.</translation>
    </message>
    <message>
        <source>Bank {colour} {values} (+{points} points)</source>
        <translation>Pôr no banco a série {colour} {values} (+{points} pontos)</translation>
    </message>
    <message>
        <source>Bank {colour} {values} as your last series (+{points} points)</source>
        <translation>Pôr no banco a série {colour} {values} como última série (+{points} pontos)</translation>
    </message>
    <message>
        <source>you</source>
        <extracomment>after the player&apos;s own name in the list of points: Ana (you)</extracomment>
        <translation>tu</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>read out before the name of the player whose turn it is</extracomment>
        <translation>a jogar</translation>
    </message>
    <message>
        <source>Your turn, once the teacher resumes the game</source>
        <translation>É a tua vez, assim que o professor retomar o jogo</translation>
    </message>
    <message>
        <source>Sent: waiting for the table…</source>
        <translation>Enviado: à espera da mesa…</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>a badge on the button just tapped, until the table answers</extracomment>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Still waiting for the table…</source>
        <translation>A mesa ainda não respondeu…</translation>
    </message>
    <message>
        <source>Connection lost; trying again… Your move goes again if the table still waits for it.</source>
        <translation>Ligação perdida; a tentar de novo… A tua jogada volta a ser enviada se a mesa ainda estiver à espera dela.</translation>
    </message>
    <message>
        <source>Your last move is still on its way: wait for the table.</source>
        <translation>A tua última jogada ainda está a caminho: espera pela resposta da mesa.</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: look, then choose again.</source>
        <translation>O jogo avançou antes de a tua jogada chegar: vê e escolhe outra vez.</translation>
    </message>
    <message>
        <source>just played</source>
        <extracomment>under a card in the centre: the last card played</extracomment>
        <translation>acabada de jogar</translation>
    </message>
    <message>
        <source>Call sent: waiting for the table…</source>
        <translation>Chamada enviada: à espera da mesa…</translation>
    </message>
    <message>
        <source>Stopwatch (stopped)</source>
        <translation>Cronómetro (parado)</translation>
    </message>
    <message>
        <source>The round is not running: you can call once its card is revealed.</source>
        <translation>A ronda não está a decorrer: podes chamar quando a carta for revelada.</translation>
    </message>
    <message>
        <source>{bank}, keeping {cards} in your row</source>
        <translation>{bank}, ficando com {cards} na tua fila</translation>
    </message>
    <message>
        <source>{bank}, with {cards} of your row</source>
        <translation>{bank}, com {cards} da tua fila</translation>
    </message>
    <message>
        <source>joker</source>
        <extracomment>a Verso card with no number, in a series such as 2-joker-4</extracomment>
        <translation>joker</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>joker {colour}</translation>
    </message>
    <message>
        <source>{card}, worth {points}</source>
        <extracomment>a card and its points: Blue 3, worth 3</extracomment>
        <translation>{card}, vale {points}</translation>
    </message>
    <message>
        <source>the joker worth {points}</source>
        <translation>o joker que vale {points}</translation>
    </message>
    <message>
        <source>the joker in place {place}</source>
        <extracomment>place 1 is the first card of the row</extracomment>
        <translation>o joker na posição {place}</translation>
    </message>
    <message>
        <source>Points banked</source>
        <translation>Pontos no banco</translation>
    </message>
    <message>
        <source>Points in front of you</source>
        <translation>Pontos à tua frente</translation>
    </message>
    <message>
        <source>What you see</source>
        <extracomment>heading over the game&apos;s own text of what this player sees</extracomment>
        <translation>O que vês</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>As tuas jogadas</translation>
    </message>
    <message>
        <source>Choose one of your moves.</source>
        <translation>Escolhe uma das tuas jogadas.</translation>
    </message>
    <message>
        <source>Winner: {players}</source>
        <translation>Vitória de {players}</translation>
    </message>
    <message>
        <source>Shared win: {players}</source>
        <extracomment>the game ended in a tie between these players</extracomment>
        <translation>Vitória partilhada: {players}</translation>
    </message>
</context>
<context>
    <name>TableSetupPage</name>
    <message>
        <source>New game of %1</source>
        <extracomment>The highest deal number the page offers. The heading&apos;s row: a game may set a picture beside it (:meth:`set_picture`). The guided game&apos;s one-time offer, under the heading (docs/ARCHITECTURE.md). The row of the number of players: a game may add a button beside it. How long computer players wait before each move (every table&apos;s one setting).</extracomment>
        <translation>Novo jogo de %1</translation>
    </message>
    <message>
        <source>Resume the game in progress</source>
        <translation>Retomar o jogo em curso</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir um jogo guardado…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Número de jogadores:</translation>
    </message>
    <message>
        <source>Rule variants</source>
        <translation>Variantes das regras</translation>
    </message>
    <message>
        <source>Sta&amp;rt the game</source>
        <translation>&amp;Começar o jogo</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Lugar %1:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
</context>
<context>
    <name>TableShell</name>
    <message>
        <source>Ctrl+Z</source>
        <extracomment>How long phones keep the table after the game ends, so every pupil sees the result. The session changed (a move or an undo); the view redraws. Another session is on the table (new game, loaded, resumed). The player asked for a new game (the view shows its set-up). The teacher ended the table played on phones (the view shows its start). The log: the game&apos;s lines as the view gave them, and the table&apos;s notes, each with the number of game lines there were when it came. How a seat&apos;s score reads; games with more than a number override it. Whether the view lets a move be taken back now (a guided game&apos;s steps do not). Whether the view&apos;s cards still move; the panels wait for them (see :meth:`_show_change`). The table server of a game with phone seats (stopped when the game changes). Holds the bots while the players cannot watch (a dialog, the list of keys, another screen, a minimised window): the app&apos;s clock service sets its pause reasons.</extracomment>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last action</source>
        <translation>Anular a tua última ação</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+S / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+S / Ctrl+O</translation>
    </message>
    <message>
        <source>New game / save / load</source>
        <translation>Novo jogo / guardar / abrir</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Play the computer&apos;s next move (teach mode)</source>
        <translation>Jogar a próxima jogada do computador (modo ensino)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z), until a card was revealed or someone else played</source>
        <translation>Desfazer a tua última jogada (Ctrl+Z), enquanto nenhuma carta foi revelada e ninguém mais jogou</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>This game cannot be played on phones yet.</source>
        <translation>Este jogo ainda não se joga em telemóveis.</translation>
    </message>
    <message>
        <source>The table could not be offered to phones at %1: %2</source>
        <translation>Não foi possível oferecer a mesa aos telemóveis no endereço %1: %2</translation>
    </message>
    <message>
        <source>End the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>The phones leave the table and the game goes on here. Who plays their seats now?</source>
        <translation>Os telemóveis saem da mesa e o jogo continua aqui. Quem joga agora nos lugares deles?</translation>
    </message>
    <message>
        <source>People at this computer</source>
        <translation>Pessoas neste computador</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Jogadores do computador</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registo do jogo</translation>
    </message>
    <message>
        <source>%1 table</source>
        <translation>Mesa de %1</translation>
    </message>
</context>
<context>
    <name>VersoBankNote</name>
    <message numerus="yes">
        <source>%1 banked %n cards</source>
        <translation>
            <numerusform>%1 pôs %n carta no banco</numerusform>
            <numerusform>%1 pôs %n cartas no banco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1&apos;s cards flipped</source>
        <translation>
            <numerusform>%n carta de %1 virada</numerusform>
            <numerusform>%n cartas de %1 viradas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>VersoCardTable</name>
    <message>
        <source>Player %1</source>
        <extracomment>scene width in card units (a card is 63 × 88) one opponent&apos;s line how far a selected card rises How long after a move arrives its animation starts: one frame at 60 Hz. How long a bank&apos;s sentence and the cards it turned stay marked once the table is still. What the table shows changed (cards, choices, the cursor): its accessible model follows. A turn began to play on the table (busy until ``idle``). Multiplies every animation&apos;s length (the speed of moves; tests run them fast). The bank last shown and the neighbours&apos; cards it turned, marked until the next action or for :data:`BANK_NOTE_MS` once the table is still. Starts a move&apos;s animation one frame after the move arrived (see :meth:`show_view`). Screen pixels per scene unit, estimated before laying out so labels can keep their size. Where the things a guided game points at lie, in scene coordinates (&quot;pile&quot;, &quot;discard&quot;, &quot;row:blue&quot;, &quot;seat:1&quot;...), as the last layout put them.</extracomment>
        <translation>Jogador %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta restante</numerusform>
            <numerusform>%n cartas restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>other side: ?</source>
        <translation>outra face: ?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>higher: you flip
your highest card
of that colour</source>
        <translation>mais alto: viras
a tua carta mais
alta dessa cor</translation>
    </message>
    <message>
        <source>not higher:
nothing happens</source>
        <translation>não é mais alto:
não acontece nada</translation>
    </message>
    <message>
        <source>a joker:
nothing happens</source>
        <translation>um joker:
não acontece nada</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Square! %1 scores 7</source>
        <translation>Quadrado! %1 ganha 7</translation>
    </message>
    <message>
        <source>The draw pile is empty:
one last series each</source>
        <translation>O monte está vazio:
uma última série cada</translation>
    </message>
</context>
<context>
    <name>VersoEnding</name>
    <message>
        <source>35 is an average game; the designers&apos; best is 64.</source>
        <translation>35 é um jogo médio; o melhor resultado dos autores é 64.</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s)</source>
        <translation>
            <numerusform>Fizeste %n ponto</numerusform>
            <numerusform>Fizeste %n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersoScores</name>
    <message>
        <source>banked: %1</source>
        <translation>no banco: %1</translation>
    </message>
    <message>
        <source>in front: %1</source>
        <translation>à frente: %1</translation>
    </message>
</context>
<context>
    <name>VersoSeries</name>
    <message>
        <source>Select two or more cards of one colour.</source>
        <translation>Escolhe duas ou mais cartas de uma cor.</translation>
    </message>
    <message>
        <source>A series has at most six cards.</source>
        <translation>Uma série tem no máximo seis cartas.</translation>
    </message>
    <message>
        <source>A series is all one colour.</source>
        <translation>Uma série é toda da mesma cor.</translation>
    </message>
    <message>
        <source>A series needs at least one numbered card.</source>
        <translation>Uma série precisa de pelo menos uma carta com número.</translation>
    </message>
    <message>
        <source>Two cards have the same value.</source>
        <translation>Há duas cartas com o mesmo valor.</translation>
    </message>
    <message>
        <source>These values do not follow on, even with jokers filling the gaps.</source>
        <translation>Estes valores não são seguidos, nem com os jokers a tapar os buracos.</translation>
    </message>
    <message>
        <source>It is not your turn to bank.</source>
        <translation>Não é a tua vez de pôr uma série no banco.</translation>
    </message>
</context>
<context>
    <name>VersoTableView</name>
    <message>
        <source>%1 / Enter</source>
        <translation>%1 / Enter</translation>
    </message>
    <message numerus="yes">
        <source>Deal number %1 · %n card(s) left</source>
        <translation>
            <numerusform>Mão n.º %1 · %n carta restante</numerusform>
            <numerusform>Mão n.º %1 · %n cartas restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>%1: the pile is empty. Bank one last series, or pass.</source>
        <translation>%1: o monte está vazio. Põe uma última série no banco, ou passa.</translation>
    </message>
    <message>
        <source>Your turn: take the top card as shown or flipped, or bank a series.</source>
        <translation>A tua vez: tira a carta de cima tal como está ou virada, ou põe uma série no banco.</translation>
    </message>
    <message>
        <source>%1, your turn: take the top card or bank a series.</source>
        <translation>%1, é a tua vez: tira a carta de cima ou põe uma série no banco.</translation>
    </message>
    <message>
        <source>Your turn, %1: take the top card or bank a series.</source>
        <translation>A tua vez, %1: tira a carta de cima ou põe uma série no banco.</translation>
    </message>
    <message>
        <source>You hold the card shown, so you must flip it.</source>
        <translation>Tens a carta que está à vista, por isso tens de a virar.</translation>
    </message>
    <message>
        <source>Click your cards (or arrows and Space) to choose a series of one colour.</source>
        <translation>Clica nas tuas cartas (ou setas e Espaço) para escolher uma série de uma só cor.</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 %2: %n point(s)</source>
        <translation>
            <numerusform>✓ %1 %2: %n ponto</numerusform>
            <numerusform>✓ %1 %2: %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>+ %1 for the square</source>
        <translation>+ %1 pelo quadrado</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>ordem %1</translation>
    </message>
    <message>
        <source>&amp;Take as shown</source>
        <translation>&amp;Tirar como está</translation>
    </message>
    <message>
        <source>&amp;Flip and take</source>
        <translation>&amp;Virar e tirar</translation>
    </message>
    <message>
        <source>&amp;Bank series</source>
        <translation>Pôr série no &amp;banco</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passar</translation>
    </message>
    <message>
        <source>Where the jokers stand decides which two cards are discarded</source>
        <translation>A posição dos jokers decide quais são as duas cartas descartadas</translation>
    </message>
    <message>
        <source>Take the top card as shown</source>
        <extracomment>The shell&apos;s presenter strip and log, under the names every card table&apos;s view offers. What a screen reader reads of the table (docs/ARCHITECTURE.md, &quot;Playing without sight&quot;).</extracomment>
        <translation>Tirar a carta de cima tal como está</translation>
    </message>
    <message>
        <source>Flip the top card and take it</source>
        <translation>Virar a carta de cima e tirá-la</translation>
    </message>
    <message>
        <source>← →  ↑ ↓</source>
        <translation>← →  ↑ ↓</translation>
    </message>
    <message>
        <source>Move between your cards (↑ ↓ change colour)</source>
        <translation>Passar de uma carta tua para outra (↑ ↓ mudam de cor)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Choose or drop the card with the focus for a series</source>
        <translation>Escolher ou largar a carta com o foco para uma série</translation>
    </message>
    <message>
        <source>Bank the chosen series</source>
        <translation>Pôr no banco a série escolhida</translation>
    </message>
    <message>
        <source>Pass (bank no last series once the pile is empty)</source>
        <translation>Passar (não pôr nenhuma última série no banco quando o monte está vazio)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (computador) está a jogar…</translation>
    </message>
    <message>
        <source>Solo: after each of your actions a simulated opponent turns the top card of the pile.</source>
        <translation>Solo: depois de cada uma das tuas ações, um adversário simulado vira a carta de cima do monte.</translation>
    </message>
    <message>
        <source>&amp;Take %1 as shown</source>
        <extracomment>The face on top of the draw pile, which Take and Flip name (None once the pile is empty). The series chosen, which Bank names (None while the cards chosen make none).</extracomment>
        <translation>&amp;Tirar %1 como está</translation>
    </message>
    <message>
        <source>&amp;Flip %1 and take it</source>
        <translation>&amp;Virar %1 e tirá-la</translation>
    </message>
    <message>
        <source>&amp;Bank %1</source>
        <translation>Pôr no &amp;banco %1</translation>
    </message>
</context>
<context>
    <name>animal mark</name>
    <message>
        <source>B</source>
        <extracomment>Letter in the bear card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>U</translation>
    </message>
    <message>
        <source>C</source>
        <extracomment>Letter in the cat card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Letter in the dog card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>F</source>
        <extracomment>Letter in the fish card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter in the owl card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Letter in the rabbit card&apos;s corners, from the animal&apos;s name; unique of 6.</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>assistant</name>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>Sair do ecrã inteiro (Esc)</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Ecrã inteiro</translation>
    </message>
    <message>
        <source>Show this tool alone on the whole screen; Esc comes back</source>
        <translation>Mostrar só esta ferramenta no ecrã inteiro; Esc volta</translation>
    </message>
    <message>
        <source>Shown full screen. Press Esc there to come back.</source>
        <translation>Em ecrã inteiro. Carrega em Esc lá para voltar.</translation>
    </message>
</context>
<context>
    <name>dj05135</name>
    <message>
        <source>the next player misses a turn</source>
        <translation>o jogador seguinte perde a vez</translation>
    </message>
    <message>
        <source>play goes the other way round</source>
        <translation>o sentido do jogo muda</translation>
    </message>
    <message>
        <source>turn over 3 centre cards, then take one</source>
        <translation>vira 3 cartas do centro e depois tira uma</translation>
    </message>
    <message>
        <source>turn round one card in anybody&apos;s hand, yours too</source>
        <translation>vira 1 carta de qualquer mão, também da tua</translation>
    </message>
    <message>
        <source>take a card from another player instead of from the centre; they take one from the centre</source>
        <translation>tira uma carta a outro jogador em vez de a tirar do centro; ele tira uma do centro</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>sem ação; uma mão só de lupas também ganha um ponto</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>player {number}</source>
        <translation>jogador {number}</translation>
    </message>
    <message>
        <source>plays card #{tag} from their hand</source>
        <translation>joga a carta n.º {tag} da sua mão</translation>
    </message>
    <message>
        <source>flips centre card #{tag}</source>
        <translation>vira a carta n.º {tag} do centro</translation>
    </message>
    <message>
        <source>flips card #{tag} in the hand of {player}</source>
        <translation>vira a carta n.º {tag} na mão de {player}</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, turning it round</source>
        <translation>tira a carta n.º {tag} a {player}, virando-a</translation>
    </message>
    <message>
        <source>takes centre card #{tag}</source>
        <translation>tira a carta n.º {tag} do centro</translation>
    </message>
    <message>
        <source>takes card #{tag} from {player}, keeping the side they saw</source>
        <translation>tira a carta n.º {tag} a {player}, mantendo o lado que {player} via</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>urso</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>gato</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>cão</translation>
    </message>
    <message>
        <source>fish</source>
        <translation>peixe</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>coruja</translation>
    </message>
    <message>
        <source>rabbit</source>
        <translation>coelho</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>inverte</translation>
    </message>
    <message>
        <source>flip 3</source>
        <translation>vira 3</translation>
    </message>
    <message>
        <source>flip 1</source>
        <translation>vira 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>rouba</translation>
    </message>
    <message>
        <source>magnifier</source>
        <translation>lupa</translation>
    </message>
    <message>
        <source>the bear</source>
        <translation>o urso</translation>
    </message>
    <message>
        <source>the cat</source>
        <translation>o gato</translation>
    </message>
    <message>
        <source>the dog</source>
        <translation>o cão</translation>
    </message>
    <message>
        <source>the fish</source>
        <translation>o peixe</translation>
    </message>
    <message>
        <source>the owl</source>
        <translation>a coruja</translation>
    </message>
    <message>
        <source>the rabbit</source>
        <translation>o coelho</translation>
    </message>
    <message>
        <source>the magnifier</source>
        <translation>a lupa</translation>
    </message>
    <message>
        <source>{animal} ({pictogram})</source>
        <translation>{animal} ({pictogram})</translation>
    </message>
    <message>
        <source>the {animal}</source>
        <translation>{animal}</translation>
    </message>
    <message>
        <source>On your turn you play one card from your hand into the centre; its picture, if any, acts.</source>
        <translation>Na tua vez, jogas uma carta da tua mão para o centro; o pictograma dela, se houver, atua.</translation>
    </message>
    <message>
        <source>Skip: the next player misses a turn.</source>
        <translation>Salta: o jogador seguinte perde a vez.</translation>
    </message>
    <message>
        <source>Reverse: play goes the other way round the table.</source>
        <translation>Inverte: o sentido do jogo muda.</translation>
    </message>
    <message>
        <source>Flip 3: turn over three cards in the centre before you take one.</source>
        <translation>Vira 3: vira três cartas do centro antes de tirares uma.</translation>
    </message>
    <message>
        <source>Flip 1: turn over one card in any player&apos;s hand.</source>
        <translation>Vira 1: vira uma carta da mão de qualquer jogador.</translation>
    </message>
    <message>
        <source>Steal: instead of taking from the centre, take a card from another player&apos;s hand, turned the way you choose; that player takes one from the centre at once.</source>
        <translation>Rouba: em vez de tirares do centro, tira uma carta da mão de outro jogador, virada como quiseres; esse jogador tira logo uma do centro.</translation>
    </message>
    <message>
        <source>Then you take one card from the centre; it keeps the side that faces you.</source>
        <translation>Depois tiras uma carta do centro; ela mantém o lado que está virado para ti.</translation>
    </message>
    <message>
        <source>A hand scores 1 point at the end of its owner&apos;s turn when every card shows the same animal (or every card the magnifier) on the side the owner sees.</source>
        <translation>Uma mão vale 1 ponto no fim da vez do seu dono quando todas as cartas mostram o mesmo animal (ou todas a lupa) do lado que o dono vê.</translation>
    </message>
    <message>
        <source>The first player with 3 points wins.</source>
        <translation>Ganha o primeiro jogador a chegar aos 3 pontos.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <source>you saw {before}, now you see {after}</source>
        <translation>vias {before}, agora vês {after}</translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation>{count} pontos</translation>
    </message>
    <message>
        <source>you still see {face}</source>
        <translation>continuas a ver {face}</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 ponto</translation>
    </message>
    <message>
        <source>{player} plays {face}.</source>
        <translation>{player} joga a carta {face}.</translation>
    </message>
    <message>
        <source>{player} will miss the next turn.</source>
        <translation>{player} vai perder a próxima vez.</translation>
    </message>
    <message>
        <source>Play now goes the other way (anticlockwise).</source>
        <translation>O sentido do jogo muda (agora contra os ponteiros do relógio).</translation>
    </message>
    <message>
        <source>{player} flips a centre card: {before} becomes {after}.</source>
        <translation>{player} vira uma carta do centro: {before} passa a {after}.</translation>
    </message>
    <message>
        <source>{player} flips a card in {other}&apos;s hand: {change}.</source>
        <translation>{player} vira uma carta na mão de {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from {other}&apos;s hand: {change}.</source>
        <translation>{player} tira uma carta da mão de {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre.</source>
        <translation>{player} tira do centro a carta {face}.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all {player}&apos;s cards show {shown} on your side.</source>
        <translation>{player} ganha um ponto ({points}): do teu lado, todas as cartas de {player} mostram {shown}.</translation>
    </message>
    <message>
        <source>{player} wins with 3 points!</source>
        <translation>{player} ganha com 3 pontos!</translation>
    </message>
    <message>
        <source>The turn limit is reached; the most points: {players}.</source>
        <translation>Chegou-se ao limite de jogadas; com mais pontos: {players}.</translation>
    </message>
    <message>
        <source>{player} plays {face} (you saw its other side, {other}).</source>
        <translation>{player} joga a carta {face} (tu vias o outro lado, {other}).</translation>
    </message>
    <message>
        <source>You play {face}.</source>
        <translation>Jogas a carta {face}.</translation>
    </message>
    <message>
        <source>You miss your next turn.</source>
        <translation>Perdes a tua próxima vez.</translation>
    </message>
    <message>
        <source>Play now goes the other way (clockwise).</source>
        <translation>O sentido do jogo muda (agora no sentido dos ponteiros do relógio).</translation>
    </message>
    <message>
        <source>You flip a centre card: {before} becomes {after}.</source>
        <translation>Viras uma carta do centro: {before} passa a {after}.</translation>
    </message>
    <message>
        <source>{player} flips one of their own cards: {change}.</source>
        <translation>{player} vira uma das suas próprias cartas: {change}.</translation>
    </message>
    <message>
        <source>{player} flips one of your cards: {change}.</source>
        <translation>{player} vira uma das tuas cartas: {change}.</translation>
    </message>
    <message>
        <source>You flip a card in {other}&apos;s hand: {change}.</source>
        <translation>Viras uma carta na mão de {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes a card from your hand: {change}.</source>
        <translation>{player} tira uma carta da tua mão: {change}.</translation>
    </message>
    <message>
        <source>You take a card from {other}&apos;s hand: {change}.</source>
        <translation>Tiras uma carta da mão de {other}: {change}.</translation>
    </message>
    <message>
        <source>{player} takes {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>{player} tira do centro a carta {face}; o outro lado, {other}, fica agora virado para ti.</translation>
    </message>
    <message>
        <source>You take {face} from the centre.</source>
        <translation>Tiras do centro a carta {face}.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side they see.</source>
        <translation>{player} ganha um ponto ({points}): todas as suas cartas são iguais do lado que {player} vê.</translation>
    </message>
    <message>
        <source>You score a point ({points}): all your cards show {shown} on your side.</source>
        <translation>Ganhas um ponto ({points}): do teu lado, todas as tuas cartas mostram {shown}.</translation>
    </message>
    <message>
        <source>You win with 3 points!</source>
        <translation>Ganhas com 3 pontos!</translation>
    </message>
    <message>
        <source>You play {face} (you saw its other side, {other}).</source>
        <translation>Jogas a carta {face} (vias o outro lado, {other}).</translation>
    </message>
    <message>
        <source>You flip one of your own cards: {change}.</source>
        <translation>Viras uma das tuas próprias cartas: {change}.</translation>
    </message>
    <message>
        <source>You take {face} from the centre; its other side, {other}, now faces you.</source>
        <translation>Tiras do centro a carta {face}; o outro lado, {other}, fica agora virado para ti.</translation>
    </message>
    <message>
        <source>You score a point ({points}): the others see the same thing on all your cards.</source>
        <translation>Ganhas um ponto ({points}): os outros veem a mesma coisa em todas as tuas cartas.</translation>
    </message>
    <message>
        <source>{player} scores a point ({points}): all their cards match on the side everyone else sees.</source>
        <translation>{player} ganha um ponto ({points}): todas as suas cartas são iguais do lado que os outros veem.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>DJ05135</source>
        <translation>DJ05135</translation>
    </message>
    <message>
        <source>You see one side of your animals, the others see the other</source>
        <translation>Vês um lado dos teus animais, os outros veem o outro</translation>
    </message>
    <message>
        <source>The first player to reach {points} points wins at once.</source>
        <translation>O primeiro jogador a chegar a {points} pontos ganha de imediato.</translation>
    </message>
    <message>
        <source>Most turns (0: no limit)</source>
        <translation>Número máximo de turnos (0: sem limite)</translation>
    </message>
    <message>
        <source>a tie: {players}.</source>
        <translation>empate: {players}.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to play.</source>
        <translation>{player} está a escolher uma carta para jogar.</translation>
    </message>
    <message>
        <source>{player} is flipping centre cards ({count} left).</source>
        <translation>{player} está a virar cartas do centro (faltam {count}).</translation>
    </message>
    <message>
        <source>{player} is choosing a card to flip.</source>
        <translation>{player} está a escolher uma carta para virar.</translation>
    </message>
    <message>
        <source>{player} is choosing a card to take from an opponent.</source>
        <translation>{player} está a escolher uma carta para tirar a um adversário.</translation>
    </message>
    <message>
        <source>{player} is choosing a centre card.</source>
        <translation>{player} está a escolher uma carta do centro.</translation>
    </message>
    <message>
        <source>{player} is taking a centre card in exchange.</source>
        <translation>{player} está a tirar uma carta do centro em troca.</translation>
    </message>
    <message>
        <source>{player} wins.</source>
        <translation>{player} ganha.</translation>
    </message>
    <message>
        <source>play a card from your hand.</source>
        <translation>joga uma carta da tua mão.</translation>
    </message>
    <message>
        <source>flip a centre card ({count} cards left to flip).</source>
        <translation>vira uma carta do centro (faltam virar {count} cartas).</translation>
    </message>
    <message>
        <source>flip one card in any hand, yours included.</source>
        <translation>vira uma carta de qualquer mão, incluindo a tua.</translation>
    </message>
    <message>
        <source>take a card from an opponent&apos;s hand, and choose which side will face you.</source>
        <translation>tira uma carta da mão de um adversário e escolhe que lado fica virado para ti.</translation>
    </message>
    <message>
        <source>take a card from the centre.</source>
        <translation>tira uma carta do centro.</translation>
    </message>
    <message>
        <source>{player} took one of your cards: take a card from the centre.</source>
        <translation>{player} tirou-te uma carta: tira uma carta do centro.</translation>
    </message>
    <message>
        <source>you win!</source>
        <translation>ganhaste!</translation>
    </message>
    <message>
        <source>flip a centre card (1 card left to flip).</source>
        <translation>vira uma carta do centro (falta virar 1 carta).</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>é preciso um nome</translation>
    </message>
    <message>
        <source>a name cannot hold a control character</source>
        <translation>um nome não pode conter caracteres de controlo</translation>
    </message>
    <message>
        <source>Windows does not allow {characters} in a name</source>
        <translation>o Windows não aceita {characters} num nome</translation>
    </message>
    <message>
        <source>Windows does not allow a name that starts with a space or ends with a dot or a space</source>
        <translation>o Windows não aceita um nome que comece por um espaço ou termine num ponto ou num espaço</translation>
    </message>
    <message>
        <source>Windows keeps the name {name} for a device</source>
        <translation>o Windows reserva o nome {name} para um dispositivo</translation>
    </message>
    <message>
        <source>the name is longer than {limit} bytes</source>
        <translation>o nome ultrapassa {limit} bytes</translation>
    </message>
    <message>
        <source>The guide&apos;s move {pattern} matches {count} legal moves, not one.</source>
        <translation>A jogada {pattern} do guia corresponde a {count} jogadas válidas, e não a uma só.</translation>
    </message>
    <message>
        <source>The guide expects a move while it is another seat&apos;s turn.</source>
        <translation>O guia espera uma jogada quando é a vez de outro lugar.</translation>
    </message>
    <message>
        <source>The guide plays a move for another seat during the learner&apos;s turn.</source>
        <translation>O guia joga por outro lugar durante a vez de quem aprende.</translation>
    </message>
    <message>
        <source>Most points wins; players who tie share the win.</source>
        <translation>Ganha quem tiver mais pontos; jogadores empatados partilham a vitória.</translation>
    </message>
    <message>
        <source>column {x}, depth {y}, floor {z}</source>
        <translation>coluna {x}, profundidade {y}, andar {z}</translation>
    </message>
    <message>
        <source>the {piece} piece is not used</source>
        <translation>a peça {piece} não está a ser usada</translation>
    </message>
    <message>
        <source>there is no piece called {name}</source>
        <translation>não há nenhuma peça chamada {name}</translation>
    </message>
    <message>
        <source>the {piece} piece is used {count} times</source>
        <translation>a peça {piece} é usada {count} vezes</translation>
    </message>
    <message>
        <source>the {piece} piece&apos;s cells are not a rotation of its shape</source>
        <translation>as casas da peça {piece} não são uma rotação da sua forma</translation>
    </message>
    <message>
        <source>the {piece} piece lists a cell twice</source>
        <translation>a peça {piece} tem uma casa repetida</translation>
    </message>
    <message>
        <source>the {piece} piece is outside the 4×4 board at {cell}</source>
        <translation>a peça {piece} sai fora do tabuleiro de 4×4 em {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece rests on empty space at {cell}</source>
        <translation>a peça {piece} está pousada sobre o vazio em {cell}</translation>
    </message>
    <message>
        <source>the {piece} piece is not part of the {level} level</source>
        <translation>a peça {piece} não faz parte do nível {level}</translation>
    </message>
    <message>
        <source>the {piece} piece overlaps the {other} piece at {cell}</source>
        <translation>a peça {piece} sobrepõe-se à peça {other} em {cell}</translation>
    </message>
    <message>
        <source>A piece may go anywhere on the board where it rests on the floor or on other pieces; it drops as low as it can.</source>
        <translation>Uma peça pode ir para qualquer sítio do tabuleiro onde assente no chão ou noutras peças; desce o mais possível.</translation>
    </message>
    <message>
        <source>Until the round is called finished, any piece may be taken off and placed again.</source>
        <translation>Enquanto a ronda não for dada como terminada, qualquer peça pode ser retirada e colocada de novo.</translation>
    </message>
    <message>
        <source>When both partners have called (Recto! and Verso!), the building is checked against both facades of the card: one mistake and the round scores nothing.</source>
        <translation>Quando os dois parceiros chamaram (Recto! e Verso!), o edifício é comparado com as duas fachadas da carta: um só erro e a ronda não vale nada.</translation>
    </message>
    <message>
        <source>A correct building scores points by its time, the same for both partners; then the next player builds with a new card.</source>
        <translation>Um edifício certo vale pontos conforme o tempo, os mesmos para os dois parceiros; depois o jogador seguinte constrói com uma carta nova.</translation>
    </message>
    <message>
        <source>A correct building solves the puzzle; the faster, the more points.</source>
        <translation>Um edifício certo resolve o puzzle; quanto mais rápido, mais pontos.</translation>
    </message>
    <message>
        <source>Ladder: a correct building within the stage&apos;s time climbs one stage; otherwise the pair tries again.</source>
        <translation>Escada: um edifício certo dentro do tempo do degrau sobe um degrau; senão o par tenta de novo.</translation>
    </message>
    <message>
        <source>Ladder: the pair may stop at any time; the stages cleared are their result.</source>
        <translation>Escada: o par pode parar a qualquer momento; os degraus passados são o seu resultado.</translation>
    </message>
    <message>
        <source>The building matches the card.</source>
        <translation>O edifício corresponde à carta.</translation>
    </message>
    <message>
        <source>The building does not match the card: no points.</source>
        <translation>O edifício não corresponde à carta: nenhum ponto.</translation>
    </message>
    <message>
        <source>Stage cleared.</source>
        <translation>Degrau passado.</translation>
    </message>
    <message>
        <source>Stage not cleared in time.</source>
        <translation>Degrau não passado a tempo.</translation>
    </message>
    <message>
        <source>back facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>fachada de trás, andar {floor}, posição {position} a contar da esquerda: na carta, {expected}; no edifício, {found}</translation>
    </message>
    <message>
        <source>front facade, floor {floor}, position {position} from the left: the card shows {expected}, the building shows {found}</source>
        <translation>fachada da frente, andar {floor}, posição {position} a contar da esquerda: na carta, {expected}; no edifício, {found}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>puts the {piece} piece on {cells}</source>
        <translation>põe a peça {piece} em {cells}</translation>
    </message>
    <message>
        <source>takes the {piece} piece off the board</source>
        <translation>tira a peça {piece} do tabuleiro</translation>
    </message>
    <message>
        <source>finishes the building in {time}</source>
        <translation>acaba o edifício em {time}</translation>
    </message>
    <message>
        <source>stops the climb</source>
        <translation>para a subida</translation>
    </message>
    <message>
        <source>{players} stop the climb with {count} of {total} stages cleared.</source>
        <translation>{players} param a subida com {count} dos {total} degraus passados.</translation>
    </message>
    <message>
        <source>there is no {piece} piece at the {level} level</source>
        <translation>não há nenhuma peça {piece} no nível {level}</translation>
    </message>
    <message>
        <source>the {piece} piece is already on the board</source>
        <translation>a peça {piece} já está no tabuleiro</translation>
    </message>
    <message>
        <source>those cells are not a rotation of the {piece} piece inside the board</source>
        <translation>essas casas não são uma rotação da peça {piece} dentro do tabuleiro</translation>
    </message>
    <message>
        <source>the {piece} piece has no place to rest there</source>
        <translation>a peça {piece} não tem onde se apoiar aí</translation>
    </message>
    <message>
        <source>the {piece} piece would drop to floor {landing}, not {floor}</source>
        <translation>a peça {piece} cairia para o andar {landing}, não para o {floor}</translation>
    </message>
    <message>
        <source>the cells must be sorted (x, y, z) whole numbers</source>
        <translation>as casas têm de ser números inteiros (x, y, z) por ordem</translation>
    </message>
    <message>
        <source>the table found a mistake in the building</source>
        <translation>a mesa encontrou um erro na construção</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Rebuild the building from its front and back: puzzle, party, co-op ladder</source>
        <translation>Reconstruir o edifício a partir da frente e das traseiras: puzzle, jogo de grupo, escada cooperativa</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>{count} buildings match this card</source>
        <translation>{count} edifícios correspondem a esta carta</translation>
    </message>
    <message>
        <source>at least {count} buildings match this card</source>
        <translation>pelo menos {count} edifícios correspondem a esta carta</translation>
    </message>
    <message>
        <source>exactly one building matches this card: the one you built</source>
        <translation>só um edifício corresponde a esta carta: o que construíste</translation>
    </message>
    <message>
        <source>give the card a name or a number</source>
        <translation>dá um nome ou um número à carta</translation>
    </message>
    <message>
        <source>a card&apos;s name has at most {most} characters, and {name} has {count}</source>
        <translation>o nome de uma carta tem no máximo {most} caracteres, e {name} tem {count}</translation>
    </message>
    <message>
        <source>a card&apos;s name uses only letters A to Z, digits and hyphens, and {name} does not</source>
        <translation>o nome de uma carta usa só letras de A a Z, algarismos e hífenes, e {name} não</translation>
    </message>
    <message>
        <source>My cards already has a card called {name}; choose another name</source>
        <translation>As minhas cartas já têm uma carta chamada {name}; escolhe outro nome</translation>
    </message>
    <message>
        <source>nothing is built yet: put the pieces on the board first</source>
        <translation>ainda não há nada construído: primeiro põe as peças no tabuleiro</translation>
    </message>
    <message>
        <source>the building is {height} floors high; a card shows at most {most} floors</source>
        <translation>o edifício tem {height} pisos de altura; uma carta mostra no máximo {most}</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name}: the same {level} card with the same two facades</source>
        <translation>As minhas cartas já têm esta carta, como {name}: a mesma carta {level} com as mesmas duas fachadas</translation>
    </message>
    <message>
        <source>My cards already has this card, as {name} turned round: its front is the back of {name} and its back is the front of {name}</source>
        <translation>As minhas cartas já têm esta carta, como {name} virada ao contrário: a frente dela é a traseira de {name} e a traseira dela é a frente de {name}</translation>
    </message>
    <message>
        <source>{error} My cards are kept in that file as they are; repair it or move it away to start a new set.</source>
        <translation>{error} As minhas cartas ficam nesse ficheiro tal como estão; repara-o ou muda-o de sítio para começar uma nova série.</translation>
    </message>
    <message>
        <source>black</source>
        <translation>preta</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branca</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>cinzenta</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>castanha</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>cor-de-rosa</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarela</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelha</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>the time grid is empty</source>
        <translation>a grelha de tempos está vazia</translation>
    </message>
    <message>
        <source>a time grid entry must be [seconds, points], not {entry}</source>
        <translation>uma entrada da grelha de tempos tem de ser [segundos, pontos], não {entry}</translation>
    </message>
    <message>
        <source>time grid entry {entry}: seconds &gt; 0 and points 0..{most}</source>
        <translation>entrada {entry} da grelha de tempos: segundos &gt; 0 e pontos de 0 a {most}</translation>
    </message>
    <message>
        <source>time grid limits must increase</source>
        <translation>os limites da grelha de tempos têm de ir aumentando</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>sumo</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>atum</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>almofada</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>cenoura</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>mel</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Rouba 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Hibernar</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Urso</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Troca</translation>
    </message>
    <message>
        <source>Keeping your Bear or Switch card for later is allowed.</source>
        <translation>Podes guardar a tua carta Urso ou Troca para mais tarde.</translation>
    </message>
    <message>
        <source>A symbol card is shown, then laid face down at the end of your sequence: remember it.</source>
        <translation>Uma Carta Símbolo é mostrada e depois posta virada para baixo no fim da tua sequência: fixa-a.</translation>
    </message>
    <message>
        <source>You may keep one action card (Bear or Switch) face up to play later.</source>
        <translation>Podes guardar uma Carta Ação (Urso ou Troca) virada para cima para a jogar mais tarde.</translation>
    </message>
    <message>
        <source>You may hold only one action card: a second one is discarded.</source>
        <translation>Só podes ter uma Carta Ação: uma segunda é descartada.</translation>
    </message>
    <message>
        <source>When nobody else has two won cards, Steal 2 means two more cards from the draw pile.</source>
        <translation>Quando mais ninguém tem duas cartas ganhas, o Rouba 2 dá mais duas cartas do monte.</translation>
    </message>
    <message>
        <source>Steal 2: the top two cards of another player&apos;s won pile join your sequence face down.</source>
        <translation>Rouba 2: as duas cartas de cima do tesouro de outro jogador juntam-se à tua sequência, viradas para baixo.</translation>
    </message>
    <message>
        <source>When you stop, you name your sequence from the last card drawn back to the first.</source>
        <translation>Quando paras, dizes a tua sequência da última carta tirada até à primeira.</translation>
    </message>
    <message>
        <source>With no symbol card in the sequence there is nothing to recall.</source>
        <translation>Sem nenhuma Carta Símbolo na sequência, não há nada para lembrar.</translation>
    </message>
    <message>
        <source>Switch, played before a memory test, swaps the first and last cards of that sequence.</source>
        <translation>A Troca, jogada antes de uma prova de memória, troca de lugar a primeira e a última carta dessa sequência.</translation>
    </message>
    <message>
        <source>Bear: during someone else&apos;s memory test you may name their next card; if you are right, you win it.</source>
        <translation>Urso: durante a prova de memória de outro jogador, podes dizer a carta seguinte dele; se acertares, ganhas essa carta.</translation>
    </message>
    <message>
        <source>A wrong Bear call changes nothing: the card goes back face down.</source>
        <translation>Um Urso falhado não muda nada: a carta volta a ficar virada para baixo.</translation>
    </message>
    <message>
        <source>Name the cards from the last drawn to the first; each right name turns one card up.</source>
        <translation>Diz as cartas da última tirada até à primeira; cada nome certo vira uma carta para cima.</translation>
    </message>
    <message>
        <source>One wrong name fails the memory test: the whole sequence goes to the discard pile.</source>
        <translation>Um só nome errado faz falhar a prova de memória: a sequência inteira vai para o descarte.</translation>
    </message>
    <message>
        <source>Recite the whole sequence and you win its cards; their points count at the end.</source>
        <translation>Diz a sequência toda e ganhas essas cartas; os pontos delas contam no fim.</translation>
    </message>
    <message>
        <source>The game ends when the draw pile is empty; most points wins, then most honey cards.</source>
        <translation>O jogo acaba quando o monte se esgota; ganha quem tiver mais pontos e, depois, mais cartas de mel.</translation>
    </message>
    <message>
        <source>{position}. {card}</source>
        <translation>{position}. {card}</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passas.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>draws a card</source>
        <translation>tira uma carta</translation>
    </message>
    <message>
        <source>stops drawing and starts the memory test</source>
        <translation>para de tirar cartas e começa a prova de memória</translation>
    </message>
    <message>
        <source>steals the top two cards of {player}&apos;s won pile</source>
        <translation>rouba as duas cartas de cima do tesouro de {player}</translation>
    </message>
    <message>
        <source>names {card}</source>
        <translation>diz {card}</translation>
    </message>
    <message>
        <source>plays Switch</source>
        <translation>joga a Troca</translation>
    </message>
    <message>
        <source>calls Bear and names {card}</source>
        <translation>grita Urso e diz {card}</translation>
    </message>
    <message>
        <source>lets the chance go by</source>
        <translation>deixa passar a oportunidade</translation>
    </message>
    <message>
        <source>{number}th</source>
        <translation>{number}.ª</translation>
    </message>
    <message>
        <source>{player} calls Bear on your sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} grita Urso na tua sequência e diz {named}: certo, {player} ganha a carta.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} cartas</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira a carta {card} de cima do teu tesouro e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of your sequence change places.</source>
        <translation>{player} joga a Troca: a primeira e a última carta da tua sequência trocam de lugar.</translation>
    </message>
    <message>
        <source>{player} stops drawing, with {cards} to recall.</source>
        <translation>{player} para de tirar cartas, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>{player} passes the memory test and wins {cards} ({points}).</source>
        <translation>{player} passa na prova de memória e ganha {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>É a tua vez.</translation>
    </message>
    <message>
        <source>You draw {card} and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Tiras a carta {card} e pões-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>You draw Hibernate: your drawing stops at once.</source>
        <translation>Tiras a carta Hibernar: deixas de tirar cartas de imediato.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it face up.</source>
        <translation>Tiras a carta {card} e guarda-la virada para cima.</translation>
    </message>
    <message>
        <source>You draw {card} but already hold an action card, so it is discarded.</source>
        <translation>Tiras a carta {card}, mas já tens uma Carta Ação, por isso descarta-se.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: you draw two cards from the draw pile instead.</source>
        <translation>Mais ninguém tem duas cartas ganhas: tiras antes duas cartas do monte.</translation>
    </message>
    <message>
        <source>You take {card} from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Tiras a carta {card} de cima do tesouro de {other} e pões-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>You stop drawing, with {cards} to recall.</source>
        <translation>Paras de tirar cartas, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>You have no symbol card to recall; your turn ends.</source>
        <translation>Não tens Cartas Símbolo para lembrar; a tua vez acaba.</translation>
    </message>
    <message>
        <source>You play Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>Jogas a Troca: a primeira e a última carta da sequência de {other} trocam de lugar.</translation>
    </message>
    <message>
        <source>You call Bear on {other}&apos;s sequence and name {named}: right, you win the card.</source>
        <translation>Gritas Urso na sequência de {other} e dizes {named}: certo, ganhas a carta.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}, but the card is {card}; it goes back face down.</source>
        <translation>Gritas Urso e dizes {named}, mas a carta é {card}; volta a ficar virada para baixo.</translation>
    </message>
    <message>
        <source>You name {card}: right.</source>
        <translation>Dizes {card}: certo.</translation>
    </message>
    <message>
        <source>You name {named}, but the card is {card}: you fail the memory test.</source>
        <translation>Dizes {named}, mas a carta é {card}: falhas a prova de memória.</translation>
    </message>
    <message>
        <source>You pass the memory test and win {cards} ({points}).</source>
        <translation>Passas na prova de memória e ganhas {cards} ({points}).</translation>
    </message>
    <message>
        <source>Your sequence goes to the discard pile: {cards}.</source>
        <translation>A tua sequência vai para o descarte: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. You share the win with {players}.</source>
        <translation>O jogo acabou. Partilhas a vitória com {players}.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of your won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira uma carta de cima do teu tesouro e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} plays Switch on your sequence: with a single card nothing changes.</source>
        <translation>{player} joga a Troca na tua sequência: com uma só carta nada muda.</translation>
    </message>
    <message>
        <source>{player} must stop because of Hibernate, with {cards} to recall.</source>
        <translation>{player} tem de parar por causa do Hibernar, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>The draw pile is empty: {player} must stop, with {cards} to recall.</source>
        <translation>O monte está vazio: {player} tem de parar, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>You draw a symbol card and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Tiras uma Carta Símbolo e pões-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>You draw +3: three more cards must be drawn.</source>
        <translation>Tiras +3: tens de tirar mais três cartas.</translation>
    </message>
    <message>
        <source>You draw Steal 2.</source>
        <translation>Tiras a carta Rouba 2.</translation>
    </message>
    <message>
        <source>You take a card from the top of {other}&apos;s won pile and lay it face down ({ordinal} card of the sequence).</source>
        <translation>Tiras uma carta de cima do tesouro de {other} e pões-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>You must stop because of Hibernate, with {cards} to recall.</source>
        <translation>Tens de parar por causa do Hibernar, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>The draw pile is empty: you must stop, with {cards} to recall.</source>
        <translation>O monte está vazio: tens de parar, com {cards} para lembrar.</translation>
    </message>
    <message>
        <source>You play Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>Jogas a Troca na sequência de {other}: com uma só carta nada muda.</translation>
    </message>
    <message>
        <source>You call Bear and name {named}: wrong; the card goes back face down.</source>
        <translation>Gritas Urso e dizes {named}: errado; a carta volta a ficar virada para baixo.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you share the win with {players} thanks to more honey cards.</source>
        <translation>O jogo acabou. As melhores pontuações estão empatadas; partilhas a vitória com {players} graças a mais cartas de mel.</translation>
    </message>
    <message>
        <source>The game is over. You win!</source>
        <translation>O jogo acabou. Ganhaste!</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; you win with more honey cards.</source>
        <translation>O jogo acabou. As melhores pontuações estão empatadas; ganhas com mais cartas de mel.</translation>
    </message>
    <message>
        <source>Honey</source>
        <translation>Mel</translation>
    </message>
    <message>
        <source>Honey cards won: they break a tie</source>
        <translation>Cartas de mel ganhas: servem para desempatar</translation>
    </message>
    <message>
        <source>★ In the lead: {players} (tie broken by honey)</source>
        <translation>★ À frente: {players} (desempate pelo mel)</translation>
    </message>
    <message>
        <source>another program holds the file open; close it there and try again</source>
        <translation>outro programa mantém o ficheiro aberto; fecha-o lá e tenta novamente</translation>
    </message>
    <message>
        <source>{player} takes {card} (a card worth {points})</source>
        <translation>{player} tira {card} (uma carta que vale {points})</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after} and takes it (a card worth {points})</source>
        <translation>{player} vira {before} → {after} e tira-a (uma carta que vale {points})</translation>
    </message>
    <message>
        <source>{player}: {kind}.</source>
        <translation>{player}: {kind}.</translation>
    </message>
    <message>
        <source>Failed attempts that end the ladder (0: no limit)</source>
        <translation>Tentativas falhadas que terminam a escada (0: sem limite)</translation>
    </message>
    <message>
        <source>{number}st</source>
        <translation>{number}.ª</translation>
    </message>
    <message>
        <source>{number}nd</source>
        <translation>{number}.ª</translation>
    </message>
    <message>
        <source>{number}rd</source>
        <translation>{number}.ª</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>Vez de {player}.</translation>
    </message>
    <message>
        <source>{player} draws {card} and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira a carta {card} e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} draws Hibernate: the drawing stops at once.</source>
        <translation>{player} tira a carta Hibernar: deixa de tirar cartas de imediato.</translation>
    </message>
    <message>
        <source>{player} draws {card} and keeps it face up.</source>
        <translation>{player} tira a carta {card} e guarda-a virada para cima.</translation>
    </message>
    <message>
        <source>{player} draws {card} but already holds an action card, so it is discarded.</source>
        <translation>{player} tira a carta {card}, mas já tem uma Carta Ação, por isso descarta-a.</translation>
    </message>
    <message>
        <source>Nobody else has two won cards: {player} draws two cards from the draw pile instead.</source>
        <translation>Mais ninguém tem duas cartas ganhas: em vez disso, {player} tira duas cartas do monte.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira a carta {card} de cima do tesouro de {other} e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} has no symbol card to recall; the turn ends.</source>
        <translation>{player} não tem nenhuma Carta Símbolo para lembrar; a vez acaba.</translation>
    </message>
    <message>
        <source>{player} plays Switch: the first and last cards of {other}&apos;s sequence change places.</source>
        <translation>{player} joga a Troca: a primeira e a última carta da sequência de {other} trocam de lugar.</translation>
    </message>
    <message>
        <source>{player} calls Bear on {other}&apos;s sequence and names {named}: right, {player} wins the card.</source>
        <translation>{player} grita Urso durante a sequência de {other} e diz {named}: certo, {player} ganha a carta.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}, but the card is {card}; it goes back face down.</source>
        <translation>{player} grita Urso e diz {named}, mas a carta é {card}; volta a ficar virada para baixo.</translation>
    </message>
    <message>
        <source>{player} names {card}: right.</source>
        <translation>{player} diz {card}: certo.</translation>
    </message>
    <message>
        <source>{player} names {named}, but the card is {card}: the memory test is failed.</source>
        <translation>{player} diz {named}, mas a carta é {card}: a prova de memória falhou.</translation>
    </message>
    <message>
        <source>{player}&apos;s sequence goes to the discard pile: {cards}.</source>
        <translation>A sequência de {player} vai para o descarte: {cards}.</translation>
    </message>
    <message>
        <source>The game is over. {players} share the win.</source>
        <translation>O jogo acabou. {players} partilham a vitória.</translation>
    </message>
    <message>
        <source>{player} draws a symbol card and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira uma Carta Símbolo e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} draws +3: three more cards must be drawn.</source>
        <translation>{player} tira a carta +3: é preciso tirar mais três cartas.</translation>
    </message>
    <message>
        <source>{player} draws Steal 2.</source>
        <translation>{player} tira a carta Rouba 2.</translation>
    </message>
    <message>
        <source>{player} takes a card from the top of {other}&apos;s won pile and lays it face down ({ordinal} card of the sequence).</source>
        <translation>{player} tira uma carta de cima do tesouro de {other} e põe-na virada para baixo ({ordinal} carta da sequência).</translation>
    </message>
    <message>
        <source>{player} plays Switch on {other}&apos;s sequence: with a single card nothing changes.</source>
        <translation>{player} joga a Troca na sequência de {other}: com uma só carta, nada muda.</translation>
    </message>
    <message>
        <source>{player} calls Bear and names {named}: wrong; the card goes back face down.</source>
        <translation>{player} grita Urso e diz {named}: errado; a carta volta a ficar virada para baixo.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {players} share the win with more honey cards.</source>
        <translation>O jogo acabou. As melhores pontuações estão empatadas; {players} partilham a vitória com mais cartas de mel.</translation>
    </message>
    <message>
        <source>The game is over. {player} wins.</source>
        <translation>O jogo acabou. {player} ganha.</translation>
    </message>
    <message>
        <source>The game is over. The top scores are tied; {player} wins with more honey cards.</source>
        <translation>O jogo acabou. As melhores pontuações estão empatadas; {player} ganha com mais cartas de mel.</translation>
    </message>
    <message>
        <source>Revorso</source>
        <translation>Revorso</translation>
    </message>
    <message>
        <source>Draw, remember, recite backwards — push your luck</source>
        <translation>Tirar, fixar, dizer ao contrário — arrisca a tua sorte</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the tied player with more honey cards, or else is shared.</source>
        <translation>Ganha quem tiver mais pontos; um empate vai para quem tiver mais cartas de mel, senão é partilhado.</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}).</source>
        <translation>Não é possível abrir {file} ({problem}).</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>não encontrado</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>demasiado grande</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>não é JSON</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>versão desconhecida</translation>
    </message>
    <message>
        <source>invalid content</source>
        <translation>conteúdo inválido</translation>
    </message>
    <message>
        <source>Cannot open {file} ({problem}: {detail}).</source>
        <translation>Não é possível abrir {file} ({problem}: {detail}).</translation>
    </message>
    <message>
        <source>missing {key}</source>
        <translation>falta {key}</translation>
    </message>
    <message>
        <source>a key is missing</source>
        <translation>falta uma chave</translation>
    </message>
    <message>
        <source>{size} MB, the limit is {limit} MB</source>
        <translation>{size} MB, o limite é {limit} MB</translation>
    </message>
    <message>
        <source>line {line}: {error}</source>
        <translation>linha {line}: {error}</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>aninhamento demasiado profundo</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>o ficheiro não existe</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>o ficheiro não é texto UTF-8</translation>
    </message>
    <message>
        <source>version {version}, this app reads {versions}</source>
        <translation>versão {version}, esta aplicação lê {versions}</translation>
    </message>
    <message>
        <source>a save must be a JSON object</source>
        <translation>um jogo guardado tem de ser um objeto JSON</translation>
    </message>
    <message>
        <source>unknown game {game}</source>
        <translation>jogo desconhecido {game}</translation>
    </message>
    <message>
        <source>{game} save of version {version}; this app reads version {supported}</source>
        <translation>jogo de {game} guardado na versão {version}; esta aplicação lê a versão {supported}</translation>
    </message>
    <message>
        <source>&apos;players&apos; must be a whole number</source>
        <translation>&apos;players&apos; tem de ser um número inteiro</translation>
    </message>
    <message>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>&apos;seed&apos; tem de ser um número inteiro</translation>
    </message>
    <message>
        <source>Effect cards act at once and then go to the discard pile.</source>
        <translation>As Cartas Efeito atuam logo e depois vão para o descarte.</translation>
    </message>
    <message>
        <source>A failed sequence goes face down to the discard pile; nobody wins its cards.</source>
        <translation>Uma sequência falhada vai virada para baixo para o descarte; ninguém ganha essas cartas.</translation>
    </message>
    <message>
        <source>+3: you must draw three more cards before you may stop.</source>
        <translation>+3: tens de tirar mais três cartas antes de poderes parar.</translation>
    </message>
    <message>
        <source>Hibernate: your drawing stops at once and your memory test begins.</source>
        <translation>Hibernar: deixas logo de tirar cartas e começa a tua prova de memória.</translation>
    </message>
    <message>
        <source>Steal 2: you take two cards from another player&apos;s won pile, or two from the draw pile.</source>
        <translation>Rouba 2: tira duas cartas do tesouro de outro jogador, ou duas do monte.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the drawing stops and the memory test begins.</source>
        <translation>Quando o monte acaba, as tiragens param e começa a prova de memória.</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>não é um ficheiro normal</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>é uma ligação simbólica</translation>
    </message>
    <message>
        <source>it is a named pipe</source>
        <translation>é um pipe com nome</translation>
    </message>
    <message>
        <source>it is a socket</source>
        <translation>é um socket</translation>
    </message>
    <message>
        <source>it is a device</source>
        <translation>é um dispositivo</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>não é um ficheiro normal</translation>
    </message>
    <message>
        <source>{word} is not a number this app accepts</source>
        <translation>{word} não é um número aceite por esta aplicação</translation>
    </message>
    <message>
        <source>a number of more than {limit} digits</source>
        <translation>um número com mais de {limit} algarismos</translation>
    </message>
    <message>
        <source>a number too large ({number})</source>
        <translation>um número demasiado grande ({number})</translation>
    </message>
    <message>
        <source>text no file can hold (a lone surrogate)</source>
        <translation>um texto que nenhum ficheiro pode conter (um substituto isolado)</translation>
    </message>
    <message>
        <source>the name is not a file name</source>
        <translation>o nome não é um nome de ficheiro</translation>
    </message>
    <message>
        <source>&apos;options&apos; must be a JSON object</source>
        <translation>&apos;options&apos; tem de ser um objeto JSON</translation>
    </message>
    <message>
        <source>&apos;actions&apos; must be a list</source>
        <translation>&apos;actions&apos; tem de ser uma lista</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list</source>
        <translation>&apos;seats&apos; tem de ser uma lista</translation>
    </message>
    <message>
        <source>the save does not describe a possible game ({error})</source>
        <translation>o jogo guardado não descreve um jogo possível ({error})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>unknown kind of seat {kind}</source>
        <translation>tipo de lugar desconhecido {kind}</translation>
    </message>
    <message>
        <source>a seat must be a JSON object</source>
        <translation>um lugar tem de ser um objeto JSON</translation>
    </message>
    <message>
        <source>this is a {other} game, not {game}</source>
        <translation>é um jogo de {other}, não de {game}</translation>
    </message>
    <message>
        <source>unknown computer player {kind}</source>
        <translation>jogador do computador desconhecido {kind}</translation>
    </message>
    <message>
        <source>unknown level {level}</source>
        <translation>nível desconhecido {level}</translation>
    </message>
    <message>
        <source>a computer player&apos;s kind and level must be words</source>
        <translation>o tipo e o nível de um jogador do computador têm de ser palavras</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players, not {count}</source>
        <translation>{game} joga-se com {low} a {high} jogadores, não {count}</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a tua vez.</translation>
    </message>
    <message>
        <source>That move cannot be taken back.</source>
        <translation>Essa jogada não pode ser desfeita.</translation>
    </message>
    <message>
        <source>{others} and {last}</source>
        <translation>{others} e {last}</translation>
    </message>
    <message>
        <source>{earlier}; {later}</source>
        <translation>{earlier}; {later}</translation>
    </message>
    <message>
        <source>{earlier}, {later}</source>
        <translation>{earlier}, {later}</translation>
    </message>
    <message>
        <source>The opponent</source>
        <translation>O adversário</translation>
    </message>
    <message>
        <source>{player} takes the top card as shown ({card})</source>
        <translation>{player} tira a carta de cima tal como está ({card})</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points</source>
        <translation>{player} põe no banco a série {colour} {values} por {points} pontos</translation>
    </message>
    <message>
        <source>{player} banks no last series</source>
        <translation>{player} não põe nenhuma última série no banco</translation>
    </message>
    <message>
        <source>{player} flips the top card ({card}) and takes it</source>
        <translation>{player} vira a carta de cima ({card}) e tira-a</translation>
    </message>
    <message>
        <source>{player} banks {colour} {values} for {points} points as a last series</source>
        <translation>{player} põe no banco a série {colour} {values} por {points} pontos, como última série</translation>
    </message>
    <message>
        <source>{player} discards {card}, identical to a card already held</source>
        <translation>{player} descarta {card}, idêntica a uma carta que já tinha</translation>
    </message>
    <message>
        <source>{player} flips {before} → {after}</source>
        <translation>{player} vira {before} → {after}</translation>
    </message>
    <message>
        <source>{player} completes the square for {points} points</source>
        <translation>{player} forma o quadrado e ganha {points} pontos</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after}</source>
        <translation>o adversário vira {before} → {after}</translation>
    </message>
    <message>
        <source>the draw pile is empty</source>
        <translation>o monte está vazio</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (a joker: nothing happens)</source>
        <translation>o adversário vira {before} → {after} (um joker: nada acontece)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (higher)</source>
        <translation>o adversário vira {before} → {after} (mais alto)</translation>
    </message>
    <message>
        <source>the opponent turns {before} → {after} (not higher: nothing happens)</source>
        <translation>o adversário vira {before} → {after} (não é mais alto: nada acontece)</translation>
    </message>
    <message>
        <source>Sea · blue</source>
        <translation>Mar · azul</translation>
    </message>
    <message>
        <source>Land · green</source>
        <translation>Terra · verde</translation>
    </message>
    <message>
        <source>Sky · orange</source>
        <translation>Céu · laranja</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <translation>{colour} {value}</translation>
    </message>
    <message>
        <source>On your turn you take the top card of the pile and put it in the row of its colour.</source>
        <translation>Na tua vez, tiras a carta de cima do monte e pões-na na fila da sua cor.</translation>
    </message>
    <message>
        <source>You may turn the top card over before taking it, and you must when you already hold the face it shows.</source>
        <translation>Podes virar a carta de cima antes de a tirares, e és obrigado a virá-la quando já tens a face que ela mostra.</translation>
    </message>
    <message>
        <source>A series is 2 to 6 cards of one colour that follow on (jokers fill gaps): it scores its points, its two highest cards are discarded and each neighbour turns over their highest card of that colour.</source>
        <translation>Uma série são 2 a 6 cartas da mesma cor com valores seguidos (os jokers tapam buracos): pontua os seus pontos, as duas cartas mais altas são descartadas e cada vizinho vira a sua carta mais alta dessa cor.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series; nobody turns a card over then.</source>
        <translation>Depois de o monte acabar, cada jogador pode pôr no banco uma última série; aí já ninguém vira cartas.</translation>
    </message>
    <message>
        <source>Once the pile is empty, each player may bank one last series or pass.</source>
        <translation>Depois de o monte acabar, cada jogador pode pôr no banco uma última série ou passar.</translation>
    </message>
    <message>
        <source>When a neighbour banks a series, you turn over your highest card of its colour and put it in the row of the colour it now shows.</source>
        <translation>Quando um vizinho põe uma série no banco, viras a tua carta mais alta dessa cor e põe-la na fila da cor que passa a mostrar.</translation>
    </message>
    <message>
        <source>A card identical to one you hold (same colour and value) is discarded at once.</source>
        <translation>Uma carta idêntica a uma que já tens (mesma cor e mesmo valor) é logo descartada.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour make the square: 7 points at once.</source>
        <translation>Exatamente três cartas de cada cor formam o quadrado: 7 pontos na hora.</translation>
    </message>
    <message>
        <source>Solo: after each of your actions the opponent turns the top card over; when the value shown goes up, you turn over your highest card of the newly shown colour.</source>
        <translation>Solo: depois de cada uma das tuas ações, o adversário vira a carta de cima; quando o valor à vista sobe, viras a tua carta mais alta da cor que acabou de aparecer.</translation>
    </message>
    <message>
        <source>The game ends when the pile is empty and everyone had the chance of a last series.</source>
        <translation>O jogo acaba quando o monte está vazio e todos tiveram a oportunidade de uma última série.</translation>
    </message>
    <message>
        <source>{colour} joker</source>
        <translation>joker {colour}</translation>
    </message>
    <message>
        <source>{shown} (other side {hidden})</source>
        <translation>{shown} (outro lado: {hidden})</translation>
    </message>
    <message>
        <source>top of the pile: {shown} (other side {hidden})</source>
        <translation>carta de cima do monte: {shown} (outro lado: {hidden})</translation>
    </message>
    <message>
        <source>Verso</source>
        <translation>Verso</translation>
    </message>
    <message>
        <source>Draw or flip, bank series, build the square — 1 to 6 players or solo</source>
        <translation>Tirar ou virar, pôr séries no banco, formar o quadrado — 1 a 6 jogadores ou a solo</translation>
    </message>
    <message>
        <source>Legend of the deck</source>
        <translation>Lenda do baralho</translation>
    </message>
    <message>
        <source>Professional player</source>
        <translation>Jogador profissional</translation>
    </message>
    <message>
        <source>Model player</source>
        <translation>Jogador exemplar</translation>
    </message>
    <message>
        <source>Pure talent</source>
        <translation>Talento puro</translation>
    </message>
    <message>
        <source>Nice play</source>
        <translation>Bem jogado</translation>
    </message>
    <message>
        <source>Well done: an average Verso score</source>
        <translation>Muito bem: um resultado típico de Verso</translation>
    </message>
    <message>
        <source>Keep practising</source>
        <translation>Continua a praticar</translation>
    </message>
    <message>
        <source>{name} joined on a phone</source>
        <translation>{name} juntou-se à mesa num telemóvel</translation>
    </message>
    <message>
        <source>{name}&apos;s phone lost its connection</source>
        <translation>O telemóvel de {name} perdeu a ligação</translation>
    </message>
    <message>
        <source>{name}&apos;s phone is back</source>
        <translation>O telemóvel de {name} voltou</translation>
    </message>
    <message>
        <source>{name} left the seat</source>
        <translation>{name} deixou o lugar</translation>
    </message>
    <message>
        <source>{name}&apos;s seat was freed for another phone</source>
        <translation>O lugar de {name} foi libertado para outro telemóvel</translation>
    </message>
    <message>
        <source>{name}&apos;s phone was closed by the teacher</source>
        <translation>O professor fechou o telemóvel de {name}</translation>
    </message>
    <message>
        <source>A computer player now plays for {name}</source>
        <translation>Um jogador do computador joga agora por {name}</translation>
    </message>
    <message>
        <source>{name} now plays at the computer</source>
        <translation>{name} joga agora no computador</translation>
    </message>
    <message>
        <source>Every card has an animal on both sides. You hold your cards so that you see one side and everybody else sees the other. On your turn: play a card to the centre, do what its round picture says, then take a card from the centre. When all the cards you see show the same animal (or all show the magnifier) at the end of your turn, you win a point. Three points win.</source>
        <translation>Cada carta tem um animal nas duas faces. Seguras as cartas de maneira a ver um lado, enquanto todos os outros veem o outro. Na tua vez: joga uma carta para o centro, faz o que diz o seu pictograma redondo e depois tira uma carta do centro. Quando todas as cartas que vês mostram o mesmo animal (ou todas mostram a lupa) no fim da tua vez, ganhas um ponto. Três pontos dão a vitória.</translation>
    </message>
    <message>
        <source>Harder: you must guess your own hand.</source>
        <translation>Mais difícil: tens de adivinhar a tua própria mão.</translation>
    </message>
    <message>
        <source>Draw cards one by one and remember them: they are laid face down. Stop in time and name your sequence from the last card to the first to win it. Everything drawn is shown to all, so several people can share one screen.</source>
        <translation>Tira as cartas uma a uma e fixa-as: ficam viradas para baixo. Para a tempo e diz a tua sequência da última carta para a primeira para a ganhar. Tudo o que sai é mostrado a todos, por isso várias pessoas podem partilhar um ecrã.</translation>
    </message>
    <message>
        <source>Switch may also be played after a forced stop (Hibernate or an empty draw pile)</source>
        <translation>A Troca também se pode jogar depois de uma paragem forçada (Hibernar ou monte vazio)</translation>
    </message>
    <message>
        <source>Take the top card as shown or flipped, bank series of one colour, and complete the square of three cards in each colour. Everything is face up, so players can share one screen: the table always shows whose turn it is.</source>
        <translation>Tirem a carta de cima tal como está ou virada, ponham no banco séries de uma cor e completem o quadrado com três cartas de cada cor. Está tudo à vista, por isso os jogadores podem partilhar um ecrã: a mesa mostra sempre de quem é a vez.</translation>
    </message>
    <message>
        <source>A series may run on from 6 to 1 (e.g. 5-6-1)</source>
        <translation>Uma série pode dar a volta do 6 para o 1 (p. ex. 5-6-1)</translation>
    </message>
    <message>
        <source>The square scores again</source>
        <translation>O quadrado volta a pontuar</translation>
    </message>
    <message>
        <source>Two jokers of one colour count as identical cards</source>
        <translation>Dois jokers da mesma cor contam como cartas idênticas</translation>
    </message>
    <message>
        <source>once it was broken and formed again</source>
        <translation>depois de desfeito e formado outra vez</translation>
    </message>
    <message>
        <source>only after banking a series</source>
        <translation>só depois de pôr uma série no banco</translation>
    </message>
    <message>
        <source>The youngest player starts</source>
        <translation>Começa o jogador mais novo</translation>
    </message>
    <message>
        <source>Score with the side the others see</source>
        <translation>Pontuar com o lado que os outros veem</translation>
    </message>
    <message>
        <source>Verso, the back facade, from the left, top to bottom: {columns}</source>
        <translation>Verso, a fachada de trás, a contar da esquerda, de cima para baixo: {columns}</translation>
    </message>
    <message>
        <source>Recto, the front facade, from the left, top to bottom: {columns}</source>
        <translation>Recto, a fachada da frente, a contar da esquerda, de cima para baixo: {columns}</translation>
    </message>
    <message>
        <source>{colour} cube on {square}, floor {floor}</source>
        <translation>peça {colour}: cubo em {square}, andar {floor}</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>O tabuleiro está vazio.</translation>
    </message>
    <message>
        <source>column {number}: {colours}</source>
        <translation>coluna {number}: {colours}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>{square}, from the ground up: {colours}</source>
        <translation>{square}, do chão para cima: {colours}</translation>
    </message>
    <message>
        <source>Check it for us</source>
        <translation>Verifica por nós</translation>
    </message>
    <message>
        <source>For young children: a ladder attempt ends as soon as the building is right, with no calls.</source>
        <translation>Para crianças pequenas: uma tentativa da escada acaba assim que o edifício está certo, sem chamadas.</translation>
    </message>
</context>
<context>
    <name>piece mark</name>
    <message>
        <source>K</source>
        <extracomment>Letter on the black piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>Letter on the white piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Letter on the grey piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>Letter on the brown piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>G</source>
        <extracomment>Letter on the green piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Letter on the pink piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>V</source>
        <extracomment>Letter on the violet piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter on the orange piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>L</translation>
    </message>
    <message>
        <source>Y</source>
        <extracomment>Letter on the yellow piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>Letter on the blue piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>Z</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Letter on the red piece, from its colour&apos;s name; unique of 11.</extracomment>
        <translation>M</translation>
    </message>
</context>
<context>
    <name>print_aid</name>
    <message>
        <source>next player skips</source>
        <translation>o seguinte passa</translation>
    </message>
    <message>
        <source>reverse direction</source>
        <translation>inverte o sentido</translation>
    </message>
    <message>
        <source>flip 3 centre cards</source>
        <translation>vira 3 cartas do centro</translation>
    </message>
    <message>
        <source>flip 1 card in a hand</source>
        <translation>vira 1 carta de uma mão</translation>
    </message>
    <message>
        <source>take a card from a hand</source>
        <translation>tira uma carta de uma mão</translation>
    </message>
    <message>
        <source>no action; a hand of magnifiers wins a point too</source>
        <translation>sem ação; uma mão só de lupas também ganha um ponto</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terra</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>céu</translation>
    </message>
    <message>
        <source>juice</source>
        <translation>sumo</translation>
    </message>
    <message>
        <source>tuna</source>
        <translation>atum</translation>
    </message>
    <message>
        <source>cushion</source>
        <translation>almofada</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>cenoura</translation>
    </message>
    <message>
        <source>honey (2)</source>
        <translation>mel (2)</translation>
    </message>
    <message>
        <source>+3</source>
        <translation>+3</translation>
    </message>
    <message>
        <source>Steal 2</source>
        <translation>Rouba 2</translation>
    </message>
    <message>
        <source>Hibernate</source>
        <translation>Hibernar</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Urso</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Troca</translation>
    </message>
    <message>
        <source>Recto Verso — player aid</source>
        <translation>Recto Verso — ajuda de jogo</translation>
    </message>
    <message>
        <source>Verso — player aid</source>
        <translation>Verso — ajuda de jogo</translation>
    </message>
    <message>
        <source>Revorso — player aid</source>
        <translation>Revorso — ajuda de jogo</translation>
    </message>
    <message>
        <source>DJ05135 — player aid</source>
        <translation>DJ05135 — ajuda de jogo</translation>
    </message>
    <message>
        <source>Two partners sit face to face with a building card between them: one sees the front facade, the other the back.</source>
        <translation>Dois parceiros frente a frente, uma carta de edifício entre eles: um vê a fachada da frente, o outro a de trás.</translation>
    </message>
    <message>
        <source>Together, rebuild the building on the 4×4 board with every piece of the level (easy: 10, hard: 11 with red).</source>
        <translation>Juntos, reconstruam o edifício no tabuleiro 4×4 com todas as peças do nível (fácil: 10, difícil: 11 com o vermelho).</translation>
    </message>
    <message>
        <source>No cube may float: each cube above the floor needs a cube right under it.</source>
        <translation>Nenhum cubo flutua: cada cubo acima do chão assenta num cubo logo abaixo.</translation>
    </message>
    <message>
        <source>Call Recto! and Verso!, then turn the card: both facades must match square by square, empty squares too.</source>
        <translation>Chamem &apos;Recto!&apos; e &apos;Verso!&apos;, depois virem a carta: as duas fachadas têm de coincidir casa a casa, incluindo as vazias.</translation>
    </message>
    <message>
        <source>Score by time with the time grid; any mistake scores 0.</source>
        <translation>Pontuem pelo tempo com a grelha; qualquer erro vale 0.</translation>
    </message>
    <message>
        <source>3–6 players: swap partners each round and flip a partner token; the game ends when all tokens are flipped.</source>
        <translation>De 3 a 6: troquem de parceiro a cada ronda e virem uma ficha; o jogo acaba quando todas estiverem viradas.</translation>
    </message>
    <message>
        <source>Co-op ladder for two: beat each of the 7 time limits in turn.</source>
        <translation>Escada cooperativa a dois: batam os 7 tempos limite, um após o outro.</translation>
    </message>
    <message>
        <source>Each card has two faces: a colour (sea, land, sky), a value 1–6 or a joker, and 1 or 3 points.</source>
        <translation>Cada carta tem duas faces: uma cor (mar, terra, céu), um valor de 1 a 6 ou um joker, e 1 ou 3 pontos.</translation>
    </message>
    <message>
        <source>On your turn take the top card as shown or flipped. You must flip it if it is identical to a card you hold.</source>
        <translation>Na tua vez, tira a carta de cima como está ou virada; vira-a se for idêntica a uma das tuas.</translation>
    </message>
    <message>
        <source>Keep one row per colour. A card identical to one you hold is discarded.</source>
        <translation>Uma fila por cor. Uma carta idêntica a uma das tuas é descartada.</translation>
    </message>
    <message>
        <source>Bank a series of 2–6 cards of one colour that follow on (jokers fill gaps): score their points, discard the two highest.</source>
        <translation>Põe no banco uma série de 2 a 6 cartas de uma cor (os jokers tapam buracos): marca os pontos, descarta as duas mais altas.</translation>
    </message>
    <message>
        <source>After you bank, each neighbour flips their highest card of that colour.</source>
        <translation>Depois, cada vizinho vira a sua carta mais alta dessa cor.</translation>
    </message>
    <message>
        <source>Exactly three cards in each colour makes a square: 7 points at once, again only after it was broken.</source>
        <translation>Exatamente três cartas de cada cor formam um quadrado: 7 pontos logo, de novo só depois de desfeito.</translation>
    </message>
    <message>
        <source>When the pile is empty, each player may bank one last series.</source>
        <translation>Com o monte vazio, cada um pode pôr no banco uma última série.</translation>
    </message>
    <message>
        <source>Draw cards one by one into a face-down sequence; stop whenever you like.</source>
        <translation>Tira cartas uma a uma para uma sequência virada para baixo; para quando quiseres.</translation>
    </message>
    <message>
        <source>Then name the symbols from the last drawn to the first. All right: keep them. One wrong: lose them all.</source>
        <translation>Depois diz os símbolos do último ao primeiro. Tudo certo: ficas com eles. Um erro: perdes tudo.</translation>
    </message>
    <message>
        <source>+3: draw three more. Steal 2: take two cards from a won pile. Hibernate: your drawing stops at once.</source>
        <translation>+3: tira mais três. Rouba 2: leva duas cartas de um tesouro. Hibernar: a tua vez de tirar acaba logo.</translation>
    </message>
    <message>
        <source>Bear: during someone&apos;s memory test, name their next card to win it. Switch: swap the first and last cards of a sequence.</source>
        <translation>Urso: na prova de outro, diz a carta seguinte para a ganhar. Troca: troca de lugar a primeira e a última carta de uma sequência.</translation>
    </message>
    <message>
        <source>Keep at most one action card. Each symbol scores 1, honey scores 2; ties go to the most honey.</source>
        <translation>No máximo uma Carta Ação. Cada símbolo vale 1, o mel 2; no empate ganha quem tem mais mel.</translation>
    </message>
    <message>
        <source>From 6 players on, two decks are shuffled together: print the cards twice.</source>
        <translation>A partir de 6 jogadores, baralham-se dois baralhos juntos: imprime as cartas duas vezes.</translation>
    </message>
    <message>
        <source>Hold your cards so that you see one side and everyone else sees the other side.</source>
        <translation>Segura as cartas de modo a ver um lado; os outros veem o outro lado.</translation>
    </message>
    <message>
        <source>On your turn: play a card to the centre as it is, do its picture&apos;s action, then take a card from the centre.</source>
        <translation>Na tua vez: joga uma carta para o centro como está, faz a ação do desenho e depois tira uma carta do centro.</translation>
    </message>
    <message>
        <source>Cards keep the way they face when played and when taken.</source>
        <translation>As cartas ficam viradas como estão quando são jogadas e quando são tiradas.</translation>
    </message>
    <message>
        <source>End of your turn: if all the animals you see in your hand are the same, or every card you see shows the magnifier, score 1 point.</source>
        <translation>No fim da tua vez: se todos os animais que vês forem iguais, ou se todas as cartas que vês mostrarem a lupa, ganhas 1 ponto.</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Ganha quem chegar primeiro a 3 pontos.</translation>
    </message>
</context>
<context>
    <name>print_calibration</name>
    <message>
        <source>Calibration</source>
        <translation>Calibração</translation>
    </message>
    <message>
        <source>This line must measure exactly 100 mm. If not, print at 100 % (no &apos;fit to page&apos;).</source>
        <translation>Esta linha deve medir 100 mm. Se não, imprime a 100 % (sem &apos;ajustar à página&apos;).</translation>
    </message>
    <message>
        <source>Duplex test: hold the sheet against a window. Each cross should sit on the 0 of its scale.</source>
        <translation>Frente e verso: olha a folha contra a luz. Cada cruz deve ficar no 0 da sua escala.</translation>
    </message>
    <message>
        <source>Otherwise read the offset (mm) and export again with --back-offset X Y.</source>
        <translation>Se não, lê o desvio (mm) e exporta de novo com --back-offset X Y.</translation>
    </message>
    <message>
        <source>back of the calibration sheet</source>
        <translation>verso da folha de calibração</translation>
    </message>
    <message>
        <source>Two-sided, flip on the long edge</source>
        <translation>Frente e verso, virar pelo lado comprido</translation>
    </message>
    <message>
        <source>Two-sided, flip on the short edge</source>
        <translation>Frente e verso, virar pelo lado curto</translation>
    </message>
</context>
<context>
    <name>print_card</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>RECTO</source>
        <translation>RECTO</translation>
    </message>
    <message>
        <source>front</source>
        <translation>frente</translation>
    </message>
    <message>
        <source>seen from the front</source>
        <translation>visto de frente</translation>
    </message>
    <message>
        <source>VERSO</source>
        <translation>VERSO</translation>
    </message>
    <message>
        <source>back</source>
        <translation>trás</translation>
    </message>
    <message>
        <source>seen from behind</source>
        <translation>visto de trás</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>print_sheet</name>
    <message>
        <source>Recto Verso — score sheet</source>
        <translation>Recto Verso — folha de pontos</translation>
    </message>
    <message>
        <source>Verso — score sheet</source>
        <translation>Verso — folha de pontos</translation>
    </message>
    <message>
        <source>Revorso — score sheet</source>
        <translation>Revorso — folha de pontos</translation>
    </message>
    <message>
        <source>DJ05135 — point track</source>
        <translation>DJ05135 — marcador de pontos</translation>
    </message>
    <message>
        <source>Recto Verso — co-op ladder (2 players)</source>
        <translation>Recto Verso — escada cooperativa (2 jogadores)</translation>
    </message>
    <message>
        <source>Recto Verso — time grid</source>
        <translation>Recto Verso — grelha de tempos</translation>
    </message>
    <message>
        <source>Recto Verso — partner tokens</source>
        <translation>Recto Verso — fichas de parceiro</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>parceiro</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <source>honey</source>
        <translation>mel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Degrau</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Tempo limite</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Feito</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentativas</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>more than 2:00</source>
        <translation>mais de 2:00</translation>
    </message>
    <message>
        <source>Solo: 35 average · 45 pure talent · 55 professional player · 64 the designers&apos; best</source>
        <translation>Solo: 35 média · 45 talento puro · 55 jogador profissional · 64 o recorde dos autores</translation>
    </message>
    <message>
        <source>Series / square</source>
        <translation>Série / quadrado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Cut out one token per colour for each other player (two each with 3 players).</source>
        <translation>Recorta uma ficha de cada cor por cada outro jogador (duas cada a 3 jogadores).</translation>
    </message>
    <message>
        <source>First to 3 points wins.</source>
        <translation>Ganha quem chegar primeiro a 3 pontos.</translation>
    </message>
    <message>
        <source>Tie: most honey cards wins.</source>
        <translation>Empate: ganha quem tiver mais cartas de mel.</translation>
    </message>
</context>
<context>
    <name>setup_guide</name>
    <message>
        <source>Put the box in the middle with the board&apos;s 2-player side up: the ladder of {stages} stages.</source>
        <translation>Ponham a caixa no meio, com o lado de 2 jogadores do tabuleiro para cima: a escada de {stages} degraus.</translation>
    </message>
    <message>
        <source>Put the box in the middle of the table with the board&apos;s 3-6 player side up.</source>
        <translation>Ponham a caixa no meio da mesa, com o lado «3 a 6 jogadores» do tabuleiro para cima.</translation>
    </message>
    <message>
        <source>Take the {cards} easy building cards (light blue background); the purple hard cards stay in the box.</source>
        <translation>Tirem as {cards} cartas de Edifício fáceis (fundo azul-claro); as cartas difíceis, roxas, ficam na caixa.</translation>
    </message>
    <message>
        <source>Take the {cards} hard building cards (purple background); the light blue easy cards stay in the box.</source>
        <translation>Tirem as {cards} cartas de Edifício difíceis (fundo roxo); as cartas fáceis, azul-claras, ficam na caixa.</translation>
    </message>
    <message>
        <source>Put {pieces} wooden pieces next to the box ({cubes} cubes in all). The red piece stays in the box: it is not used at the easy level.</source>
        <translation>Ponham {pieces} peças de madeira ao lado da caixa ({cubes} cubos ao todo). A peça vermelha fica na caixa: não se usa no nível fácil.</translation>
    </message>
    <message>
        <source>Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), the red piece included.</source>
        <translation>Ponham as {pieces} peças de madeira ao lado da caixa ({cubes} cubos ao todo), incluindo a vermelha.</translation>
    </message>
    <message>
        <source>Put one token on stage 1 of the ladder; the other tokens stay in the box.</source>
        <translation>Ponham uma ficha no degrau 1 da escada; as outras fichas ficam na caixa.</translation>
    </message>
    <message>
        <source>Set the timer for stage 1: {first_time}. Each stage is shorter, down to {last_time} at stage {stages}.</source>
        <translation>Acertem o temporizador para o degrau 1: {first_time}. Cada degrau é mais curto, até {last_time} no degrau {stages}.</translation>
    </message>
    <message>
        <source>Put the victory point tokens where everyone can reach them.</source>
        <translation>Ponham as fichas de pontos de vitória ao alcance de todos.</translation>
    </message>
    <message>
        <source>Each of the {players} players takes a large player token: it shows their colour.</source>
        <translation>Cada um dos {players} jogadores fica com uma ficha grande de Jogador: ela mostra a sua cor.</translation>
    </message>
    <message>
        <source>Each player takes one small partner token in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Cada jogador recebe uma ficha pequena de Parceiro da cor de cada um dos outros jogadores: {per_player} fichas cada um, {total} ao todo.</translation>
    </message>
    <message>
        <source>Each player takes two small partner tokens in the colour of each other player: {per_player} tokens each, {total} in all.</source>
        <translation>Cada jogador recebe duas fichas pequenas de Parceiro da cor de cada um dos outros jogadores: {per_player} fichas cada um, {total} ao todo.</translation>
    </message>
    <message>
        <source>Everyone turns their partner tokens grey side up and mixes them.</source>
        <translation>Todos viram as suas fichas de Parceiro com o lado cinzento para cima e baralham-nas.</translation>
    </message>
    <message>
        <source>The game lasts {rounds} rounds: each player is the active player {turns_each} times.</source>
        <translation>O jogo dura {rounds} rondas: cada jogador é jogador ativo {turns_each} vezes.</translation>
    </message>
    <message>
        <source>Get a stopwatch ready (a phone, or this app&apos;s stopwatch).</source>
        <translation>Preparem um cronómetro (o de um telemóvel, ou o desta aplicação).</translation>
    </message>
    <message>
        <source>The player who most recently built or repaired something is the first active player; then it passes to the left.</source>
        <translation>Quem construiu ou arranjou alguma coisa mais recentemente é o primeiro jogador ativo; depois a vez passa para a esquerda.</translation>
    </message>
    <message>
        <source>Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Contem {deck} cartas ({per_player} por jogador) do baralho de {full_deck} cartas e baralhem-nas. As outras {aside} cartas ficam na caixa.</translation>
    </message>
    <message>
        <source>Shuffle all {deck} cards ({per_player} per player).</source>
        <translation>Baralhem as {deck} cartas todas ({per_player} por jogador).</translation>
    </message>
    <message>
        <source>Count out {deck} cards from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box.</source>
        <translation>Contem {deck} cartas do baralho de {full_deck} cartas e baralhem-nas. As outras {aside} cartas ficam na caixa.</translation>
    </message>
    <message>
        <source>Put the pile in the middle. Its top card shows one of its two faces. Nobody is dealt any cards: every display starts empty.</source>
        <translation>Ponham o monte no meio. A carta de cima mostra uma das suas duas faces. Não se dá nenhuma carta: todos começam sem cartas à frente.</translation>
    </message>
    <message>
        <source>Leave room in front of each player for three rows, one per colour (blue, green, orange).</source>
        <translation>Deixem espaço à frente de cada jogador para três filas, uma por cor (azul, verde, laranja).</translation>
    </message>
    <message>
        <source>Keep a pencil and paper (or this app&apos;s score keeper) for the victory points.</source>
        <translation>Tenham à mão papel e lápis (ou o marcador de pontos desta aplicação) para os pontos de vitória.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play passes to the left.</source>
        <translation>Começa o jogador mais novo; depois joga-se para a esquerda.</translation>
    </message>
    <message>
        <source>After each of your turns, play the simulated opponent: turn over the top card of the pile and follow the solo rule.</source>
        <translation>Depois de cada uma das tuas vezes, joga pelo adversário simulado: vira a carta de cima do monte e segue a regra do jogo a solo.</translation>
    </message>
    <message>
        <source>Aim for {average} points or more; the designers&apos; best is {best}.</source>
        <translation>Tenta chegar aos {average} pontos ou mais; o melhor resultado dos autores é {best}.</translation>
    </message>
    <message>
        <source>Use one deck of {cards} cards.</source>
        <translation>Usem um baralho de {cards} cartas.</translation>
    </message>
    <message>
        <source>Mix two decks together: {cards} cards in all.</source>
        <translation>Juntem dois baralhos: {cards} cartas ao todo.</translation>
    </message>
    <message>
        <source>Shuffle and put the pile face down in the middle, with room beside it for a discard pile.</source>
        <translation>Baralhem e ponham o monte virado para baixo no meio, com lugar ao lado para o descarte.</translation>
    </message>
    <message>
        <source>Each of the {players} players keeps {spaces} spaces in front of them: the sequence to remember, one action card, and the won pile.</source>
        <translation>Cada um dos {players} jogadores tem {spaces} espaços à sua frente: a sequência a fixar, uma Carta Ação e o tesouro com as cartas ganhas.</translation>
    </message>
    <message>
        <source>The first to shout &quot;Bear!&quot; starts, but not the person who read the rules. Play goes clockwise.</source>
        <translation>Começa quem gritar «Urso!» primeiro, mas não quem leu as regras. Joga-se no sentido dos ponteiros do relógio.</translation>
    </message>
    <message>
        <source>Shuffle all {cards} cards without looking at them.</source>
        <translation>Baralhem as {cards} cartas todas sem olhar para elas.</translation>
    </message>
    <message>
        <source>Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, without turning them over.</source>
        <translation>Deem {hand} cartas a cada jogador ({dealt} ao todo). Apanhem-nas à medida que chegam, sem as virar.</translation>
    </message>
    <message>
        <source>Spread the other {centre} cards face up in the centre in {rows} rows of {columns}, so that every card can be seen.</source>
        <translation>Espalhem as outras {centre} cartas viradas para cima no centro, em {rows} filas de {columns}, para que se vejam todas.</translation>
    </message>
    <message>
        <source>Never look at the other side of the cards in your own hand.</source>
        <translation>Nunca olhes para o outro lado das cartas da tua própria mão.</translation>
    </message>
    <message>
        <source>The youngest player starts; then play goes clockwise.</source>
        <translation>Começa o jogador mais novo; depois joga-se no sentido dos ponteiros do relógio.</translation>
    </message>
    <message>
        <source>Keep something to count points with: the first to {target} points wins.</source>
        <translation>Tenham algo para contar os pontos: ganha o primeiro a chegar aos {target} pontos.</translation>
    </message>
</context>
<context>
    <name>views</name>
    <message>
        <source>Home</source>
        <extracomment>The engine game this view plays and autosaves (``None`` for views without a game); on start the app offers to resume that game&apos;s autosave through ``resume_autosave``.</extracomment>
        <translation>Início</translation>
    </message>
    <message>
        <source>Print &amp; play</source>
        <translation>Imprimir e jogar</translation>
    </message>
    <message>
        <source>Every deck, building card, score sheet and player aid as PDF</source>
        <translation>Todos os baralhos, cartas de Edifício, folhas de pontos e ajudas de jogo em PDF</translation>
    </message>
    <message>
        <source>Rules &amp; setup</source>
        <translation>Regras e preparação</translation>
    </message>
    <message>
        <source>Rules in four languages, setup checklists, timers and score keeping</source>
        <translation>Regras em quatro idiomas, listas de preparação, cronómetros e marcador de pontos</translation>
    </message>
</context>
</TS>
