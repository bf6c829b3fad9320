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
<context>
    <name>VersoBankNote</name>
    <message numerus="yes">
        <source>%1 banked %n cards</source>
        <translation>
            <numerusform>%1 banked %n card</numerusform>
            <numerusform>%1 banked %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1&apos;s cards flipped</source>
        <translation>
            <numerusform>%n of %1&apos;s cards flipped</numerusform>
            <numerusform>%n of %1&apos;s cards flipped</numerusform>
        </translation>
    </message>
</context>
</TS>
