// Core Image's Clang module for `import CoreImage.CIFilterBuiltins`; it declares nothing.
