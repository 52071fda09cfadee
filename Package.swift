// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "featuregen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "featuregen", targets: ["featuregen"]),
        .library(name: "FeaturegenCore", targets: ["FeaturegenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "FeaturegenCore",
            dependencies: [
                "CYaml",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        .executableTarget(
            name: "featuregen",
            dependencies: [
                "FeaturegenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        .testTarget(
            name: "FeaturegenCoreTests",
            dependencies: ["FeaturegenCore"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["featuregen"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
