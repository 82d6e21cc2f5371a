; Inno Setup 6 script: installer for the PyInstaller onedir in dist\bura-desktop.
; The release workflow runs, from the repository root:
;   iscc /DAppVersion=0.1.0 packaging\windows\bura-desktop.iss
; and gets dist\bura-desktop-<version>-windows-x86_64-setup.exe.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z packaging\windows\bura-desktop.iss
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
VersionInfoVersion={#AppVersion}
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
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\bura-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
