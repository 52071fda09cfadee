print("featuregen")
