; Inno Setup 6 script: installer for the PyInstaller onedir in dist\bura-desktop.
; The release workflow runs, from the repository root:
;   iscc /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.0 packaging\windows\bura-desktop.iss
; (AppNumericVersion from `python packaging/check_version.py --numeric`: Windows' version
; resource takes four numbers only) and gets dist\bura-desktop-<version>-windows-x86_64-setup.exe.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z /DAppNumericVersion=x.y.z.0 packaging\windows\bura-desktop.iss
#endif
#ifndef AppNumericVersion
  #error Pass the version as four numbers: /DAppNumericVersion=x.y.z.0 (check_version.py --numeric)
#endif

#define AppName "Bura Desktop"
#define AppExe "bura-desktop.exe"
#define Root "..\.."

[Setup]
; A fixed AppId makes a newer installer upgrade the installed copy instead of adding one.
AppId={{6B1F2C7E-4E1A-4F0B-9C55-2B8D3A1E7B21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Bura Desktop developers
AppPublisherURL=https://github.com/bura-desktop/bura-desktop
AppSupportURL=https://github.com/bura-desktop/bura-desktop/issues
AppUpdatesURL=https://github.com/bura-desktop/bura-desktop/releases
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no UAC prompt); the dialog still offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
LicenseFile={#Root}\LICENSE
SetupIconFile={#Root}\packaging\icons\bura-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#Root}\dist
OutputBaseFilename=bura-desktop-{#AppVersion}-windows-x86_64-setup
; Qt 6 needs Windows 10 or newer: the installer refuses Windows 7 and 8.1 with a message.
MinVersion=10.0
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
; The game's languages; Inno Setup picks the one of Windows' display language, else asks.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's libraries rather than adding to them: files the new version
; no longer ships would otherwise stay and could be loaded.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\bura-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
