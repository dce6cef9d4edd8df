// `import AuthenticationServices` for Sign in with Apple: the authorization request and
// credential types an app's sign-in code configures and reads, the controller that would present
// the system sheet, and SwiftUI's `SignInWithAppleButton` (on Apple platforms a cross-import
// overlay, `_AuthenticationServices_SwiftUI`, which this module also stands in for). A render
// has no Apple Account: no request is performed and no completion handler is called
// (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI
