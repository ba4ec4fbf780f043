<#
.SYNOPSIS
  Read-only report of disk usage on Windows: free space per drive, the
  largest folders under a path, and the usual reclaimable locations.
.EXAMPLE
  pwsh -NoProfile -File disk-report.ps1
  pwsh -NoProfile -File disk-report.ps1 -Path D:\Projects -Top 15
#>
[CmdletBinding()]
param(
  [string]$Path = $env:USERPROFILE,
  [int]$Top = 10
)
$ErrorActionPreference = 'Continue'

function Format-Size([double]$Bytes) {
  if ($Bytes -ge 1TB) { return '{0:N1} TB' -f ($Bytes / 1TB) }
  if ($Bytes -ge 1GB) { return '{0:N1} GB' -f ($Bytes / 1GB) }
  if ($Bytes -ge 1MB) { return '{0:N0} MB' -f ($Bytes / 1MB) }
  return '{0:N0} KB' -f ($Bytes / 1KB)
}

function Get-FolderSize([string]$Folder) {
  # Sum file sizes; skip what we cannot read instead of failing.
  $sum = (Get-ChildItem -LiteralPath $Folder -Recurse -File -Force -ErrorAction SilentlyContinue |
          Measure-Object -Property Length -Sum).Sum
  if ($null -eq $sum) { return 0 } else { return $sum }
}

Write-Output '== Drives =='
Get-CimInstance -ClassName Win32_LogicalDisk -Filter 'DriveType=3' | ForEach-Object {
  [pscustomobject]@{
    Drive   = $_.DeviceID
    Size    = Format-Size $_.Size
    Free    = Format-Size $_.FreeSpace
    FreePct = '{0:N0}%' -f (100 * $_.FreeSpace / [math]::Max([double]$_.Size, 1))
  }
} | Format-Table -AutoSize | Out-String -Width 200 | Write-Output

Write-Output "== Largest folders under $Path (top $Top) =="
Get-ChildItem -LiteralPath $Path -Directory -Force -ErrorAction SilentlyContinue |
  Where-Object { -not ($_.Attributes -band [IO.FileAttributes]::ReparsePoint) } |
  ForEach-Object { [pscustomobject]@{ Folder = $_.FullName; Bytes = Get-FolderSize $_.FullName } } |
  Sort-Object Bytes -Descending | Select-Object -First $Top |
  Select-Object Folder, @{ n = 'Size'; e = { Format-Size $_.Bytes } } |
  Format-Table -AutoSize | Out-String -Width 200 | Write-Output

Write-Output '== Commonly reclaimable =='
$candidates = [ordered]@{
  'User temp files'          = $env:TEMP
  'Windows temp files'       = Join-Path $env:SystemRoot 'Temp'
  'Windows Update downloads' = Join-Path $env:SystemRoot 'SoftwareDistribution\Download'
  'Delivery Optimization'    = Join-Path $env:SystemRoot 'ServiceProfiles\NetworkService\AppData\Local\Microsoft\Windows\DeliveryOptimization\Cache'
  'Downloads folder'         = Join-Path $env:USERPROFILE 'Downloads'
  'npm cache'                = Join-Path $env:LOCALAPPDATA 'npm-cache'
  'pip cache'                = Join-Path $env:LOCALAPPDATA 'pip\Cache'
  'NuGet packages'           = Join-Path $env:USERPROFILE '.nuget\packages'
}
$rows = foreach ($name in $candidates.Keys) {
  $dir = $candidates[$name]
  if ($dir -and (Test-Path -LiteralPath $dir)) {
    [pscustomobject]@{ Location = $name; Path = $dir; Size = Format-Size (Get-FolderSize $dir) }
  }
}
$rows | Format-Table -AutoSize | Out-String -Width 200 | Write-Output

$shell = New-Object -ComObject Shell.Application -ErrorAction SilentlyContinue
if ($shell) {
  $bin = $shell.NameSpace(10)
  $binBytes = ($bin.Items() | ForEach-Object { $_.Size } | Measure-Object -Sum).Sum
  Write-Output ("Recycle Bin: {0} in {1} item(s)" -f (Format-Size ([double]$binBytes)), $bin.Items().Count)
}

$hiber = Join-Path $env:SystemDrive 'hiberfil.sys'
if (Test-Path -LiteralPath $hiber -ErrorAction SilentlyContinue) {
  Write-Output ("Hibernation file: {0}" -f (Format-Size (Get-Item -LiteralPath $hiber -Force).Length))
}
Write-Output ''
Write-Output 'Report only: nothing was deleted.'
