# Builds Card Night Desk for Windows: the one-folder app and its installer (Inno Setup 6).
# Run in PowerShell from anywhere:  powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1 [-NoInstall]
#
#   -NoInstall   use the Python environment as it is (PyInstaller already installed)
#   -Python      the Python to build with (default: python)
#
# Needs Python 3.11+ and Inno Setup 6 (iscc.exe on PATH or in its usual folder).
# Result: packaging\dist\cardnight-desk\ (cardnight-desk.exe is the command line, cardnight-desk-gui.exe the
# desk without a console window) and packaging\dist\cardnight-desk-VERSION-windows-setup.exe.
param(
    [switch]$NoInstall,
    [string]$Python = "python"
)
$ErrorActionPreference = "Stop"

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed (exit $LASTEXITCODE)" }
}

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
$Dist = Join-Path $Root "packaging\dist"
$Work = Join-Path $Root "packaging\build"
Set-Location $Root

if (-not $NoInstall) {
    Invoke-Checked $Python @("-m", "pip", "install", "-e", ".[build]")
}
Invoke-Checked $Python @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", $Dist, "--workpath", $Work, "packaging\cardnight-desk.spec")

$App = Join-Path $Dist "cardnight-desk"
$Cli = Join-Path $App "cardnight-desk.exe"

# start-up check: the build opens its window (offscreen) and exits 0
$env:QT_QPA_PLATFORM = "offscreen"
try { Invoke-Checked $Cli @("gui", "--smoke") } finally { Remove-Item Env:QT_QPA_PLATFORM }

$Version = ((& $Cli --version) -split " ")[1]

$Iscc = Get-Command iscc.exe -ErrorAction SilentlyContinue
if ($Iscc) { $Iscc = $Iscc.Source } else { $Iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $Iscc)) {
    throw "Inno Setup 6 is not installed (iscc.exe): the app is built in $App, but there is no installer"
}
Invoke-Checked $Iscc @("/DAppVersion=$Version", "/DDistDir=$Dist", (Join-Path $Root "packaging\cardnight-desk.iss"))
Write-Host "build-windows.ps1: $(Join-Path $Dist "cardnight-desk-$Version-windows-setup.exe")"
