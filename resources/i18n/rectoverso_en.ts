<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>Resume {game} — saved {when}, %n move(s) played</source>
        <translation>
            <numerusform>Resume {game} — saved {when}, %n move played</numerusform>
            <numerusform>Resume {game} — saved {when}, %n moves played</numerusform>
        </translation>
    </message>
</context>
</TS>
