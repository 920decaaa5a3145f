; Inno Setup 6 script for Card Night Desk: installs the one-folder build made by cardnight-desk.spec.
; build-windows.ps1 runs it as:  iscc /DAppVersion=0.1.0 /DDistDir=...\packaging\dist packaging\cardnight-desk.iss
; Needs Inno Setup 6.3 or newer. Installs for the current user without administrator rights (or for everyone, when the user chooses so).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef DistDir
  #define DistDir "dist"
#endif
#define AppName "Card Night Desk"
#define AppExe "cardnight-desk-gui.exe"

[Setup]
AppId={{2B5CB078-8C6A-488D-80A1-7C328272EF07}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#DistDir}
OutputBaseFilename=cardnight-desk-{#AppVersion}-windows-setup
SetupIconFile=cardnight-desk.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#DistDir}\cardnight-desk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; double-clicking an event file (.cardnight) opens it in the desk
Root: HKA; Subkey: "Software\Classes\.cardnight\OpenWithProgids"; ValueType: string; ValueName: "CardNightDesk.Event"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\CardNightDesk.Event"; ValueType: string; ValueName: ""; ValueData: "Card Night Desk event"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\CardNightDesk.Event\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\CardNightDesk.Event\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" gui ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
