// Stand-in for Apple's Combine on Linux: OpenCombine declares the same API
// (ObservableObject, @Published, ObservableObjectPublisher) under Apple's names.
@_exported import OpenCombine
