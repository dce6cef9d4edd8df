import Foundation

// Core Foundation's standard Info.plist keys, as code reads a bundle's version with
// `Bundle.main.object(forInfoDictionaryKey: kCFBundleVersionKey as String)`. Each is the key's own string.

/// The key of the bundle's build version (`CFBundleVersion`).
nonisolated(unsafe) public let kCFBundleVersionKey: CFString = "CFBundleVersion"
/// The key of the bundle's identifier (`CFBundleIdentifier`).
nonisolated(unsafe) public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
/// The key of the bundle's short name (`CFBundleName`).
nonisolated(unsafe) public let kCFBundleNameKey: CFString = "CFBundleName"
/// The key of the bundle's executable name (`CFBundleExecutable`).
nonisolated(unsafe) public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
/// The key of the Info.plist format version (`CFBundleInfoDictionaryVersion`).
nonisolated(unsafe) public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
/// The key of the bundle's development region (`CFBundleDevelopmentRegion`).
nonisolated(unsafe) public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"
/// The key of the localizations the bundle contains (`CFBundleLocalizations`).
nonisolated(unsafe) public let kCFBundleLocalizationsKey: CFString = "CFBundleLocalizations"
