// `import _AuthenticationServices_SwiftUI`: on Apple platforms the cross-import overlay that
// declares `SignInWithAppleButton`; here the button lives in Specimen's AuthenticationServices
// module, which this one re-exports.
@_exported import AuthenticationServices
