// `import _PassKit_SwiftUI`: on Apple platforms the overlay that declares `PayWithApplePayButton`;
// here the button lives in Specimen's PassKit module, which this one re-exports.
@_exported import PassKit
