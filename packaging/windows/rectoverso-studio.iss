; Inno Setup script for Recto Verso Studio on Windows.
;
; Built by the release workflow after packaging/freeze.sh (packaging/README.md, "Windows"):
;   iscc /DAppVersion=0.1.0 packaging\windows\rectoverso-studio.iss
; It packs dist\rectoverso-studio (the onedir build) into one installer that needs no
; administrator rights: it installs for the current user, adds a Start menu entry, a
; desktop shortcut (ticked by default) and an uninstaller.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6A8E1C2B-5F3D-4B7A-9C1E-2D4F6A8B0C3E}
AppName=Recto Verso Studio
AppVersion={#AppVersion}
AppPublisher=Recto Verso Studio
DefaultDirName={autopf}\Recto Verso Studio
DefaultGroupName=Recto Verso Studio
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=RectoVersoStudio-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\rectoverso-studio.ico
UninstallDisplayIcon={app}\rectoverso-studio.exe
UninstallDisplayName=Recto Verso Studio
LicenseFile=..\..\LICENSE
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\rectoverso-studio\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\Recto Verso Studio"; Filename: "{app}\rectoverso-studio.exe"
Name: "{group}\{cm:UninstallProgram,Recto Verso Studio}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Recto Verso Studio"; Filename: "{app}\rectoverso-studio.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rectoverso-studio.exe"; Description: "{cm:LaunchProgram,Recto Verso Studio}"; Flags: nowait postinstall skipifsilent
